# SubHub: `make run` to use it, `make test` to check it. Both install what is missing first.
SWIFT ?= swift
RELEASE_BIN := .build/release
# The Swift runtime is linked into the binary: each process starts without loading and
# relocating libswift*.so (measured 15 → 9 ms per `subhub help`), and the binary runs on a
# machine without the toolchain. Every release build uses the same flags, so `build`,
# `test` and `bench` share one build instead of relinking each other's.
#
# The build date `subhub --version` shows is the day of the last commit (or SOURCE_DATE_EPOCH's
# day when set), so building the same commit twice gives the same binary's words.
BUILD_DATE := $(shell if [ -n "$$SOURCE_DATE_EPOCH" ]; then date -u -d "@$$SOURCE_DATE_EPOCH" +%F; \
	else git log -1 --format=%cd --date=format:%Y-%m-%d 2>/dev/null; fi)
# Where the C library can read them (glibc 2.36, Debian 12), release builds link with the
# toolchain's lld and pack the relative relocations (DT_RELR): the 44,000 pointers of the
# Swift metadata cost a megabyte of .rela.dyn, and their processing at every start, and
# packed take 9 KB. Still a position-independent executable. An older glibc gets a plain
# link, which it can run.
WITH_LLD := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); \
	if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
PACKED_RELOCATIONS := $(if $(WITH_LLD),-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
# Every function in a section of its own: the linker drops the ones nothing calls (half a
# megabyte), and lld lays out the ones a start runs side by side (Data/startup.order,
# written by `make startup-order`), so `help` reads its code in 40 page faults instead of 90.
# A name the list has and the binary no longer has is skipped: a stale list costs start
# time, never a build.
FUNCTION_SECTIONS := -Xswiftc -Xfrontend -Xswiftc -function-sections
# A concrete generic type (`[String: [Int64]]`, `Set<UUID>`) is reached through an accessor
# compiled for it, not by demangling its name at run time: the runtime re-checked each
# one's generic requirements (Hashable…) by scanning every protocol conformance of the
# binary, 0.8 million instructions of `help` and 1.5 million of the first prompt. 65 KB
# more code, almost all of it never run.
DIRECT_METADATA_ACCESS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
STARTUP_ORDER := $(if $(WITH_LLD),-Xlinker --symbol-ordering-file=$(CURDIR)/Data/startup.order \
	-Xlinker --no-warn-symbol-ordering)
# SwiftPM links executables with --export-dynamic: every Swift symbol of the program went
# into the dynamic symbol table (7,800 of them, 600 KB of .dynsym and .dynstr) though nothing
# looks them up (libpq, libcurl and libzip are opened by handle; crash backtraces read the
# ELF symbol table). The last flag wins, so this one takes them out again.
UNEXPORTED_SYMBOLS := -Xlinker --no-export-dynamic
# SwiftPM also puts $ORIGIN in the binary's library search path, ahead of the system's: an
# installed binary would load a libsqlite3.so.0 left beside it, and every start looked for
# each library in 20 folders under its own first. The binary needs nothing from there.
LOCAL_RPATH := --disable-local-rpath
RELEASE_FLAGS := --static-swift-stdlib $(LOCAL_RPATH) $(FUNCTION_SECTIONS) \
	$(DIRECT_METADATA_ACCESS) $(PACKED_RELOCATIONS) $(STARTUP_ORDER) $(UNEXPORTED_SYMBOLS)
RELEASE_BUILD := SUBHUB_BUILD_DATE=$(BUILD_DATE) $(SWIFT) build -c release $(RELEASE_FLAGS)
# Every build and test run sees the same build date: the plugin writes BuildInfo.swift where
# debug and release builds share it, so a `swift test` without the date rewrote it and the
# next `make run` compiled SubShell again after `make test` (40 s to 8 minutes).
DEBUG_SWIFT := SUBHUB_BUILD_DATE=$(BUILD_DATE) $(SWIFT)
# SwiftPM compiles nothing again when only the -Xswiftc flags change: a checkout whose
# flags moved on kept objects built the old way (measured: no function sections after the
# flag came in). The flags of the last release build are kept here; other flags start the
# release build afresh.
RELEASE_FLAGS_STAMP := .build/release-flags

# SubHub's version, defined once in Version.swift.
VERSION := $(shell sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/SubShell/Vocabulary/Version.swift)

# `make install [PREFIX=/usr/local] [DESTDIR=…]`. SUBHUB_BINARY names a binary already built
# (as `make test` passes it): then nothing is built, only installed.
PREFIX ?= /usr/local
BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
INSTALLED_BINARY := $(or $(SUBHUB_BINARY),$(CURDIR)/$(RELEASE_BIN)/subhub)
# The installed files, exactly; `uninstall` removes these and nothing else.
INSTALLED := $(BINDIR)/subhub $(MANDIR)/man1/subhub.1 $(MANDIR)/es/man1/subhub.1 \
	$(BASHDIR)/subhub $(ZSHDIR)/_subhub $(FISHDIR)/subhub.fish
# The pages and scripts come from the binary itself, with nothing of the caller's environment
# (language, catalogs folder) leaking into them.
GENERATE := env -i HOME=/nonexistent $(INSTALLED_BINARY)
DIST_NAME := subhub-$(VERSION)-linux-x86_64

.PHONY: setup run build test test-unit soak bench format lint clean install uninstall dist cldr \
	startup-order release-flags

setup:
	@scripts/setup.sh

# Babel 2.19.0 (Unicode CLDR 49) from PyPI, in its own virtual environment (Debian's Python
# takes no pip installs): scripts/digest-cldr.py reads it to write Sources/SubCLDR, the
# freshness test reruns that script, and the localization check compares with Babel's own
# formatting. The tests find it at this path.
# The stamp is written only once Babel imports at that version, so a download cut short is
# tried again instead of leaving an environment without it (and the CLDR checks off).
BABEL_ENV := .build/babel-2.19.0
BABEL := $(BABEL_ENV)/.babel-2.19.0-installed
$(BABEL):
	@scripts/setup.sh python3 python3-venv
	/usr/bin/python3 -m venv $(BABEL_ENV)
	$(BABEL_ENV)/bin/pip install --quiet babel==2.19.0
	$(BABEL_ENV)/bin/python3 -c "import babel, sys; sys.exit(babel.__version__ != '2.19.0')"
	touch $@

# The bills the import tests read are written by the tests themselves, with writers from
# PyPI in their own virtual environment (fpdf2 for PDF statements, Pillow for screenshots
# and degraded scans, qrcode for invoice codes); Debian's fonts draw the Chinese text and
# Debian's qrencode checks the codes. The tests find it at this path (TestSupport's
# FixturePython). Written once, like Babel's, and only once every package imports.
FIXTURES_ENV := .build/fixtures-env
FIXTURES := $(FIXTURES_ENV)/.fixtures-installed
$(FIXTURES):
	@scripts/setup.sh python3 python3-venv fonts-wqy-microhei fonts-dejavu-core qrencode
	/usr/bin/python3 -m venv $(FIXTURES_ENV)
	$(FIXTURES_ENV)/bin/pip install --quiet fpdf2==2.8.9 Pillow==13.0.0 qrcode==8.2
	$(FIXTURES_ENV)/bin/python3 -c "import fpdf, PIL, qrcode"
	touch $@

# Regenerates the CLDR tables after a change of scripts/digest-cldr.py.
cldr: $(BABEL)
	$(BABEL_ENV)/bin/python3 scripts/digest-cldr.py

release-flags:
	@mkdir -p .build
	@if [ "$$(cat $(RELEASE_FLAGS_STAMP) 2>/dev/null)" != '$(RELEASE_FLAGS)' ]; then \
		rm -rf .build/*/release .build/release.yaml; \
		echo '$(RELEASE_FLAGS)' > $(RELEASE_FLAGS_STAMP); fi

build: setup release-flags
	$(RELEASE_BUILD) --product subhub

run: build
	$(RELEASE_BIN)/subhub

# The end-to-end tests drive the release binary through pipes and a pseudo-terminal; the
# calendar export is read back by Python's iCalendar parser (Debian's packages, with
# /usr/bin/python3).
# zsh, fish, man-db and groff check the completion scripts and man pages `make install` lays out.
# The reminder channels meet real components the tests start: a private D-Bus session with
# python-dbusmock's notification daemon (dbus, libglib2.0-bin's gdbus), msmtp as sendmail into
# an aiosmtpd sink, and Python's http.server for webhooks. Radicale is the CalDAV server
# `export ics --caldav` is tested against (started by the tests too).
test: setup release-flags $(BABEL) $(FIXTURES)
	@scripts/setup.sh python3 python3-icalendar python3-dateutil python3-recurring-ical-events \
		zsh fish man-db groff-base dbus libglib2.0-bin python3-dbusmock python3-aiosmtpd msmtp \
		radicale less
	$(RELEASE_BUILD) --product subhub
	SUBHUB_REQUIRE_BABEL=1 SUBHUB_BINARY=$(CURDIR)/$(RELEASE_BIN)/subhub $(DEBUG_SWIFT) test

# The fast tier: every test that needs no release binary, no pseudo-terminal and no
# PostgreSQL (the domain, file formats and spreadsheets, catalogs, store, brands and the
# in-process command layer), on the debug build. A few minutes on a warm build; run it after
# every step, `make test` before landing. The spreadsheet tests write their workbooks with Python's zipfile.
# It needs no network: the CLDR checks against Babel run here only once `make test` (or
# `make cldr`) has installed it.
UNIT_SUITES := SubDomainTests|SubFormatsTests|SubLocalizationTests|SubStoreTests|SubBrandsTests|SubShellTests|SubNetworkTests|SubNotifyTests
test-unit: setup $(FIXTURES)
	@scripts/setup.sh python3
	$(DEBUG_SWIFT) build --build-tests
	$(DEBUG_SWIFT) test --skip-build --filter '$(UNIT_SUITES)' --skip 'ServerCommandTests'

# The seeded tests run longer: more seeds and steps than `make test` gives them.
soak: setup release-flags
	@scripts/setup.sh python3
	$(RELEASE_BUILD) --product subhub
	SUBHUB_SOAK=1 SUBHUB_BINARY=$(CURDIR)/$(RELEASE_BIN)/subhub $(DEBUG_SWIFT) test --filter 'Convergence|ReferenceModel'

bench: setup release-flags
	@scripts/setup.sh fzf sqlite3 time hyperfine
	$(RELEASE_BUILD) --product subhub
	$(RELEASE_BUILD) --product Benchmarks
	$(RELEASE_BIN)/Benchmarks

# Writes Data/startup.order again from what callgrind sees the release binary run at start
# (scripts/startup-order.py), after a link that also writes its map. The list is no input
# the build tracks, so the binary is removed to be linked again with the new one.
STARTUP_MAP := $(CURDIR)/.build/subhub-startup.map
startup-order: setup release-flags
	@scripts/setup.sh valgrind python3
	rm -f $(RELEASE_BIN)/subhub
	$(RELEASE_BUILD) --product subhub -Xlinker -Map=$(STARTUP_MAP)
	python3 scripts/startup-order.py $(RELEASE_BIN)/subhub $(STARTUP_MAP)
	rm -f $(RELEASE_BIN)/subhub

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Plugins

# Besides the format, SubShell's folders must point one way and a command folder never
# use another (scripts/check-layers.py), and no SubShell file may declare or switch over
# more than 30 cases, the lists that grew with every command (scripts/check-case-counts.py).
lint:
	@scripts/setup.sh python3
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins
	python3 scripts/check-layers.py Sources/SubShell
	python3 scripts/check-case-counts.py Sources/SubShell
	python3 scripts/check-no-icu.py Sources

install: $(if $(SUBHUB_BINARY),,build)
	install -d $(BINDIR) $(MANDIR)/man1 $(MANDIR)/es/man1 $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 0755 $(INSTALLED_BINARY) $(BINDIR)/subhub
	$(GENERATE) manpage --lang en > $(MANDIR)/man1/subhub.1
	$(GENERATE) manpage --lang es > $(MANDIR)/es/man1/subhub.1
	$(GENERATE) completions bash > $(BASHDIR)/subhub
	$(GENERATE) completions zsh > $(ZSHDIR)/_subhub
	$(GENERATE) completions fish > $(FISHDIR)/subhub.fish
	chmod 0644 $(MANDIR)/man1/subhub.1 $(MANDIR)/es/man1/subhub.1 $(BASHDIR)/subhub \
		$(ZSHDIR)/_subhub $(FISHDIR)/subhub.fish

uninstall:
	rm -f $(INSTALLED)

# The tarball: the binary, both man pages, the three completion scripts, README and NOTICE,
# laid out as `make install` would under PREFIX (unpack it in /usr/local, or anywhere).
dist: $(if $(SUBHUB_BINARY),,build)
	rm -rf .build/dist/$(DIST_NAME)
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build/dist/$(DIST_NAME) PREFIX= \
		SUBHUB_BINARY=$(INSTALLED_BINARY)
	install -m 0644 README.md NOTICE LICENSE .build/dist/$(DIST_NAME)/
	tar -C .build/dist --owner=0 --group=0 --sort=name --mtime='$(BUILD_DATE) 00:00Z' \
		-czf $(DIST_NAME).tar.gz $(DIST_NAME)
	@echo "$(DIST_NAME).tar.gz"

clean:
	rm -rf .build
