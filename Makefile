# Reprise: record browser flows from plain instructions, replay them with no LLM.
GO      ?= go
PKGS    ?= ./...
TESTFLAGS ?= -timeout 20m

.PHONY: help setup run test vet bench build clean

help: ## list targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN{FS=":.*## "}{printf "  %-8s %s\n", $$1, $$2}'

setup: ## install Chromium/Node if missing, Go modules and the Playwright driver
	@bash scripts/setup.sh

run: setup ## record the demo login flow, replay it from the store, print the report
	$(GO) run ./cmd/reprise demo

test: setup vet ## all tests (real Chromium, real Badger, loopback servers)
	$(GO) test $(TESTFLAGS) $(PKGS)

vet: ## go vet and gofmt check
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	$(GO) vet $(PKGS)

bench: setup ## benchmarks that print figures (snapshot, replay vs playwright-go, act cache)
	$(GO) test -run '^$$' -bench . -benchtime 5x ./backend/snapshot/ ./backend/replay/
	$(GO) test -run '^$$' -bench . -benchtime 1x ./backend/cache/

build: ## build the headless CLI into bin/
	$(GO) build -o bin/reprise ./cmd/reprise

clean:
	rm -rf bin
