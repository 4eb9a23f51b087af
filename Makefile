# SubHub: `make run` to use it, `make test` to check it. Both install what is missing first.
SWIFT ?= swift
RELEASE_BIN := .build/release

.PHONY: setup run build test bench format lint clean

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product subhub

run: build
	$(RELEASE_BIN)/subhub

# The end-to-end tests drive the release binary through pipes and a pseudo-terminal.
test: setup
	$(SWIFT) build -c release --product subhub
	SUBHUB_BINARY=$(CURDIR)/$(RELEASE_BIN)/subhub $(SWIFT) test

bench: setup
	@scripts/setup.sh fzf sqlite3 time hyperfine
	$(SWIFT) build -c release
	$(RELEASE_BIN)/Benchmarks

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Plugins

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins

clean:
	rm -rf .build
