# Reprise: record browser flows from plain instructions, replay them with no LLM.
GO      ?= go
PKGS    ?= ./...
TESTFLAGS ?= -timeout 30m
# Packages whose tests also run under the race detector in make test (and
# end with a goroutine-leak check in their TestMain).
RACEPKGS ?= ./backend/studio/ ./backend/webapi/ ./backend/cache/ ./backend/replay/ ./backend/runner/ ./backend/sharedstore/

.PHONY: help setup run test vet bench build clean frontend test-ui desktop desktop-smoke serve screenshots generate release

help: ## list targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN{FS=":.*## "}{printf "  %-8s %s\n", $$1, $$2}'

setup: ## install Chromium/Node if missing, Go modules and the Playwright driver
	@bash scripts/setup.sh

run: setup frontend ## open the desktop app; with no display, say why and run the CLI demo (record + replay the demo login)
	@if [ -n "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}" ] || [ "$$(uname)" = Darwin ]; then \
	  $(MAKE) --no-print-directory desktop && ./build/bin/reprise-desktop; \
	else \
	  echo "make run: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the desktop app cannot open here."; \
	  echo "make run: running the CLI demo instead. For the studio UI in a browser: make serve"; \
	  $(GO) run ./cmd/reprise demo; \
	fi

test: setup vet frontend ## all tests (real Chromium, real Badger, loopback servers), the UI's ESLint and Vitest suite and e2e tests, the desktop smoke test
	$(GO) test $(TESTFLAGS) $$($(GO) list $(PKGS) | grep -v -E '/(e2e|backend/(studio|webapi|cache|replay|runner|sharedstore))$$|/node_modules/')
	$(GO) test -race $(TESTFLAGS) $(RACEPKGS)
	@# The UI end-to-end test runs alone: on two cores it shares them with nothing.
	$(GO) test $(TESTFLAGS) ./e2e/
	@bash scripts/frontend.sh test
	@bash scripts/desktop-smoke.sh

frontend: ## build the studio UI into frontend/dist (npm ci from the lockfile when needed)
	@bash scripts/frontend.sh

test-ui: setup frontend ## only the UI: ESLint, Vitest component tests and the end-to-end UI tests (e2e/)
	@bash scripts/frontend.sh test
	$(GO) test $(TESTFLAGS) -run 'TestStudio' ./e2e/

desktop: frontend ## build the desktop app (Wails v2) into build/bin/reprise-desktop
	$(GO) build -tags desktop,production,webkit2_41 -ldflags "-w -s" -o build/bin/reprise-desktop .

desktop-smoke: frontend ## build the desktop app, start it under Xvfb, check it rendered the library (build/bin/smoke/desktop.png)
	@bash scripts/desktop-smoke.sh

serve: setup frontend ## the studio UI in a browser: reprise serve on a loopback port (open the printed URL)
	$(GO) run ./cmd/reprise serve

screenshots: setup frontend ## refresh docs/screenshots from the e2e UI test and the desktop smoke test
	REPRISE_UPDATE_SCREENSHOTS=1 $(GO) test $(TESTFLAGS) -count=1 -run TestStudioUI ./e2e/
	REPRISE_UPDATE_SCREENSHOTS=1 bash scripts/desktop-smoke.sh

generate: ## rewrite app_api.go and frontend/src/api/generated.ts from studio.API, and the forwarded store client from cache.Interface (make test fails while they are stale)
	$(GO) generate . ./backend/sharedstore/

vet: ## go vet and gofmt check
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	@# frontend/node_modules can hold Go files of npm packages: not ours.
	$(GO) vet $$($(GO) list $(PKGS) | grep -v /node_modules/)

bench: setup ## benchmarks that print figures (issue 19's figures vs plain playwright-go, snapshot, replay, act cache, acts, agent, runner, healing)
	$(GO) build -o bin/reprise ./cmd/reprise && ./bin/reprise bench --runs 5 || true
	$(GO) test -run '^$$' -bench . -benchtime 5x ./backend/snapshot/ ./backend/replay/
	$(GO) test -run '^$$' -bench . -benchtime 1x ./backend/cache/
	$(GO) test -run '^$$' -bench 'Act/' -benchtime 10x ./backend/agent/
	$(GO) test -run '^$$' -bench AgentCheckout -benchtime 3x ./backend/agent/
	$(GO) test -run '^$$' -bench RunDemoFlows -benchtime 3x ./backend/runner/
	$(GO) run ./cmd/reprise bench heal

build: ## build the headless CLI into bin/
	$(GO) build -o bin/reprise ./cmd/reprise

release: ## archives with SHA256SUMS in dist/: the CLI for linux, darwin, windows on amd64 and arm64, the desktop app for Linux and Windows amd64; then check them (docs/release.md)
	@bash scripts/release.sh

clean:
	rm -rf bin build/bin dist
