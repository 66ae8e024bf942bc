#!/usr/bin/env bash
# Installs what Reprise's build and tests need on a fresh Debian/Ubuntu
# machine: a Chromium to drive, Node.js for the Playwright driver, Go
# modules, and the Playwright driver itself. Safe to run repeatedly: it
# only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
have_browser() {
  [ -n "${REPRISE_BROWSER:-}" ] && return 0
  for b in chromium chromium-browser google-chrome google-chrome-stable microsoft-edge; do
    command -v "$b" >/dev/null 2>&1 && return 0
  done
  return 1
}
have_browser || need_apt+=(chromium)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs npm)
# The pytest exports are run under Debian's pytest (backend/export tests).
python3 -c 'import pytest' >/dev/null 2>&1 || /usr/bin/python3 -c 'import pytest' >/dev/null 2>&1 || need_apt+=(python3-pytest)
command -v Xvfb >/dev/null 2>&1 || [ -z "${REPRISE_NEED_XVFB:-}" ] || need_apt+=(xvfb xauth)

# The desktop app (make run with a display; the desktop smoke test in make
# test) needs GTK and WebKitGTK 4.1 to build, and Xvfb, xdotool and
# ImageMagick to be checked headless. Installed with apt as root; elsewhere
# only a warning, since everything else works without them.
desktop_apt=()
if [ "${REPRISE_SKIP_DESKTOP:-}" != 1 ] && [ "$(uname)" = Linux ]; then
  pkg-config --exists webkit2gtk-4.1 2>/dev/null || desktop_apt+=(build-essential pkg-config libgtk-3-dev libwebkit2gtk-4.1-dev)
  for c in Xvfb:xvfb xauth:xauth xdpyinfo:x11-utils xdotool:xdotool import:imagemagick; do
    command -v "${c%%:*}" >/dev/null 2>&1 || desktop_apt+=("${c##*:}")
  done
  if [ ${#desktop_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      need_apt+=("${desktop_apt[@]}")
    else
      echo "setup: warning: the desktop app needs ${desktop_apt[*]} (apt); without them make run falls back to the CLI and the desktop smoke test fails (set REPRISE_SKIP_DESKTOP=1 to skip it)" >&2
    fi
  fi
fi

if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing ${need_apt[*]} with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  else
    echo "setup: missing ${need_apt[*]}; install them with your package manager (or set REPRISE_BROWSER to a Chrome/Chromium/Edge binary)" >&2
    exit 1
  fi
fi

# Headless runs (the tests, CI, the CLI) launch Chromium's headless shell
# when it is installed, as Playwright does: it starts and opens pages
# faster than the full browser. Optional: where apt has no such package
# the full browser is used.
have_headless_shell() {
  [ -n "${REPRISE_BROWSER:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] || command -v chromium-headless-shell >/dev/null 2>&1
}
if ! have_headless_shell && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-cache show chromium-headless-shell >/dev/null 2>&1 || apt-get update -qq || true
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null 2>&1; then
    echo "setup: installed chromium-headless-shell for headless runs"
  else
    echo "setup: note: chromium-headless-shell is not available from apt here; headless runs use the full browser" >&2
  fi
fi

go mod download
# Fetch the Playwright driver now rather than inside the first test.
go run ./cmd/reprise setup
