# SubHub: `make run` to use it, `make test` to check it. Both install what is missing first.
SWIFT ?= swift
RELEASE_BIN := .build/release
# The Swift runtime is linked into the binary: each process starts without loading and
# relocating libswift*.so (measured 15 → 9 ms per `subhub help`), and the binary runs on a
# machine without the toolchain. Every release build uses the same flags, so `build`,
# `test` and `bench` share one build instead of relinking each other's.
RELEASE_BUILD := $(SWIFT) build -c release --static-swift-stdlib

.PHONY: setup run build test bench format lint clean

setup:
	@scripts/setup.sh

build: setup
	$(RELEASE_BUILD) --product subhub

run: build
	$(RELEASE_BIN)/subhub

# The end-to-end tests drive the release binary through pipes and a pseudo-terminal; the
# calendar export is read back by Python's iCalendar parser (Debian's packages, with
# /usr/bin/python3).
test: setup
	@scripts/setup.sh python3 python3-icalendar python3-dateutil python3-recurring-ical-events
	$(RELEASE_BUILD) --product subhub
	SUBHUB_BINARY=$(CURDIR)/$(RELEASE_BIN)/subhub $(SWIFT) test

bench: setup
	@scripts/setup.sh fzf sqlite3 time hyperfine
	$(RELEASE_BUILD) --product subhub
	$(RELEASE_BUILD) --product Benchmarks
	$(RELEASE_BIN)/Benchmarks

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Plugins

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins

clean:
	rm -rf .build
