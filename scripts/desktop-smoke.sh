#!/usr/bin/env bash
# Desktop smoke test: builds the Wails app (webkit2_41), starts it under a
# private Xvfb display with a temporary store holding one trajectory,
# screenshots the screen and checks that the window rendered the library
# view: a window named "Reprise" exists, the image is not uniform, and the
# app's own colours (navigation rail, accent button) cover real areas;
# and that reprise ls works on that store while the app holds it.
# Then it starts a dev build of the app (-devserver) and runs
# e2e/TestDesktopBindings, which drives the studio's screens (recording,
# export, import, model heal, goals, extract) through the Wails bindings
# and events from a browser.
#
#   scripts/desktop-smoke.sh            screenshot in build/bin/smoke/desktop.png
#   REPRISE_UPDATE_SCREENSHOTS=1 ...    also copy it to docs/screenshots/desktop.png
#   REPRISE_SKIP_DESKTOP=1 ...          skip, saying so (machines without GTK/WebKit/Xvfb)
#   REPRISE_DESKTOP_BIN=path ...        only the window check, on a built binary
#                                       (e.g. the one in a release archive)
#
# Needs (Debian): libgtk-3-dev libwebkit2gtk-4.1-dev xvfb xauth x11-utils
# xdotool imagemagick — scripts/setup.sh installs them as root.
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}

if [ "${REPRISE_SKIP_DESKTOP:-}" = 1 ]; then
  echo "desktop-smoke: SKIPPED (REPRISE_SKIP_DESKTOP=1)"
  exit 0
fi

missing=()
pkg-config --exists webkit2gtk-4.1 2>/dev/null || missing+=(libwebkit2gtk-4.1-dev)
for c in Xvfb:xvfb xdpyinfo:x11-utils import:imagemagick convert:imagemagick xdotool:xdotool; do
  command -v "${c%%:*}" >/dev/null 2>&1 || missing+=("${c##*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "desktop-smoke: missing ${missing[*]}: run scripts/setup.sh as root (Debian/Ubuntu), or set REPRISE_SKIP_DESKTOP=1 to skip this test" >&2
  exit 1
fi
if [ ! -f frontend/dist/index.html ]; then
  echo "desktop-smoke: frontend/dist is not built: run scripts/frontend.sh (or make frontend)" >&2
  exit 1
fi

out=build/bin/smoke
mkdir -p "$out" build/bin
bin=${REPRISE_DESKTOP_BIN:-build/bin/reprise-desktop}
if [ -z "${REPRISE_DESKTOP_BIN:-}" ]; then
  echo "desktop-smoke: building $bin"
  $GO build -tags desktop,production,webkit2_41 -ldflags "-w -s" -o "$bin" .
fi

work=$(mktemp -d)
xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  # The app's Playwright driver and browser end moments after the app
  # (they see its pipe close), and may still write in $work meanwhile.
  for _ in $(seq 50); do
    rm -rf "$work" 2>/dev/null && break
    sleep 0.1
  done
}
trap cleanup EXIT

# A store with one real trajectory, so the library shows a row.
export REPRISE_STORE="$work/store"
$GO run ./cmd/reprise import --store "$REPRISE_STORE" frontend/src/test/fixtures/login.trajectory.json >/dev/null

# A free display number.
n=90
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
export DISPLAY=":$n"
Xvfb "$DISPLAY" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
xdpyinfo >/dev/null 2>&1 || { echo "desktop-smoke: Xvfb did not start:"; cat "$work/xvfb.log"; exit 1; } >&2

# Settings and keychain lookups stay inside the temporary directory.
HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" "$bin" >"$work/app.log" 2>&1 &
app_pid=$!

# Wait (bounded) for the window, then for the page to paint its colours.
window=""
for _ in $(seq 150); do
  kill -0 "$app_pid" 2>/dev/null || { echo "desktop-smoke: the app exited:"; cat "$work/app.log"; exit 1; } >&2
  window=$(xdotool search --name '^Reprise$' 2>/dev/null | head -1 || true)
  [ -n "$window" ] && break
  sleep 0.2
done
[ -n "$window" ] || { echo "desktop-smoke: no window named Reprise appeared"; cat "$work/app.log"; exit 1; } >&2

shot="$out/desktop.png"
count() { # pixels of colour $2 in image $1
  convert "$1" -format %c histogram:info:- | awk -v c="$2" 'toupper($0) ~ c { s += $1 } END { print s + 0 }'
}
rail=0 accent=0 row=0
for _ in $(seq 60); do
  import -window root "$shot"
  rail=$(count "$shot" '#1B2130')   # navigation rail (light theme)
  accent=$(count "$shot" '#4B4EE8') # primary buttons and links
  [ "$rail" -gt 40000 ] && [ "$accent" -gt 1500 ] && break
  sleep 0.25
done
sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)

echo "desktop-smoke: window $window; rail $rail px, accent $accent px, stddev $sd; screenshot $shot"
fail=0
awk -v s="$sd" 'BEGIN { exit !(s > 0.05) }' || { echo "desktop-smoke: the screen is (nearly) uniform: nothing rendered" >&2; fail=1; }
[ "$rail" -gt 40000 ] || { echo "desktop-smoke: the navigation rail is missing (the app's page did not render)" >&2; fail=1; }
[ "$accent" -gt 1500 ] || { echo "desktop-smoke: no accent-coloured controls: the library view did not render" >&2; fail=1; }
kill -0 "$app_pid" 2>/dev/null || { echo "desktop-smoke: the app died" >&2; fail=1; }
if [ "$fail" = 1 ]; then
  echo "--- app log ---" >&2
  cat "$work/app.log" >&2
  exit 1
fi
if [ "${REPRISE_UPDATE_SCREENSHOTS:-}" = 1 ]; then
  mkdir -p docs/screenshots
  cp "$shot" docs/screenshots/desktop.png
fi
echo "desktop-smoke: ok — the desktop app rendered the library view"

# The app holds the store: a reprise command in a terminal works through it
# (backend/sharedstore), over a socket only this user can open.
$GO build -o "$work/reprise" ./cmd/reprise
sock="$REPRISE_STORE/reprise.sock"
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
[ -S "$sock" ] || { echo "desktop-smoke: the app does not share its store: no socket $sock"; cat "$work/app.log"; exit 1; } >&2
mode=$(stat -c %a "$sock")
[ "$mode" = 600 ] || { echo "desktop-smoke: the store's socket has mode $mode, want 600"; exit 1; } >&2
if ! listed=$(HOME="$work/home" XDG_CONFIG_HOME="$work/config" "$work/reprise" ls 2>"$work/ls.err"); then
  echo "desktop-smoke: reprise ls failed while the app holds the store:" >&2
  cat "$work/ls.err" >&2
  exit 1
fi
[ "$(printf '%s\n' "$listed" | grep -c .)" = 1 ] || { echo "desktop-smoke: reprise ls while the app holds the store listed: $listed"; exit 1; } >&2
echo "desktop-smoke: ok — reprise ls works while the app holds the store: $listed"

# Reprise launched a second time: where the desktop has a session bus the
# single-instance lock raises the first window and the second exits; here
# (none) the second says another Reprise holds the store and, on No (or
# Escape), quits, instead of showing an empty library that fails.
HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" "$bin" >"$work/app2.log" 2>&1 &
second=$!
dialog=""
for _ in $(seq 150); do
  kill -0 "$second" 2>/dev/null || break
  dialog=$(xdotool search --name '^Reprise is already open$' 2>/dev/null | head -1 || true)
  [ -n "$dialog" ] && break
  sleep 0.2
done
if [ -n "$dialog" ]; then
  xdotool windowfocus --sync "$dialog" 2>/dev/null || true
  xdotool key Escape
fi
for _ in $(seq 50); do kill -0 "$second" 2>/dev/null || break; sleep 0.2; done
if kill -0 "$second" 2>/dev/null; then
  kill "$second" 2>/dev/null || true
  echo "desktop-smoke: a second launch did not end (dialog: ${dialog:-none}):" >&2
  cat "$work/app2.log" >&2
  exit 1
fi
windows=$(xdotool search --name '^Reprise$' 2>/dev/null | wc -l)
[ "$windows" = 1 ] || { echo "desktop-smoke: $windows windows named Reprise after a second launch, want 1" >&2; exit 1; }
kill -0 "$app_pid" 2>/dev/null || { echo "desktop-smoke: the first app died when a second was launched" >&2; exit 1; }
echo "desktop-smoke: ok — a second launch ${dialog:+said another Reprise holds the store and }left the first window alone"

# The window's class is what the launcher's StartupWMClass names, so a
# desktop groups the window with its launcher and icon.
class=$(xprop -id "$window" WM_CLASS 2>/dev/null | sed -n 's/.*= "\([^"]*\)".*/\1/p')
want=$(sed -n 's/^StartupWMClass=//p' build/linux/reprise-desktop.desktop)
if [ -z "${REPRISE_DESKTOP_BIN:-}" ] && [ "$class" != "$want" ]; then
  echo "desktop-smoke: the window's WM_CLASS is \"$class\", the launcher says StartupWMClass=$want" >&2
  exit 1
fi
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=""
if [ -n "${REPRISE_DESKTOP_BIN:-}" ]; then exit 0; fi

# The Wails transport end to end: a dev build serves the same frontend with
# live Go bindings and runtime events to a browser; e2e/TestDesktopBindings
# records, observes, exports, imports, heals with a model, runs a hybrid and
# a computer-use goal and extracts through it, against loopback fake models
# it chooses in the app's Settings. No OS keychain runs here, so the app
# gets a placeholder OpenAI key (the fake computer-use model ignores it)
# and no other provider's key from this shell.
echo "desktop-smoke: building the dev build for the bindings test"
$GO build -tags dev,webkit2_41 -o build/bin/reprise-desktop-dev .
port=34115
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
REPRISE_STORE="$work/store-dev" HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
  OPENAI_API_KEY=test-key-not-real GEMINI_API_KEY= GOOGLE_API_KEY= ANTHROPIC_API_KEY= REPRISE_MODEL= \
  build/bin/reprise-desktop-dev -devserver "127.0.0.1:$port" -assetdir frontend/dist -loglevel Warning >"$work/dev.log" 2>&1 &
app_pid=$!
for _ in $(seq 150); do
  kill -0 "$app_pid" 2>/dev/null || { echo "desktop-smoke: the dev build exited:"; cat "$work/dev.log"; exit 1; } >&2
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.2
done
REPRISE_DESKTOP_DEV_URL="http://127.0.0.1:$port/" $GO test -count=1 -timeout 15m -run '^TestDesktopBindings$' ./e2e/ || {
  echo "--- dev build log ---" >&2
  cat "$work/dev.log" >&2
  exit 1
}
echo "desktop-smoke: ok — recording, export, import, model heal, goals and extract through the Wails bindings and events work"

# Asked to quit by a signal (a logout, kill), the app closes its browser
# and stops its Playwright driver (Wails runs OnShutdown), as when its
# window is closed: nothing of it runs on for more than a moment (the
# driver runs from the launcher in $work/cache).

# running_from DIR prints the processes whose command line names DIR
# (from /proc: pgrep is not on every machine).
running_from() {
  local p out=""
  for p in /proc/[0-9]*; do
    tr '\0' ' ' <"$p/cmdline" 2>/dev/null | grep -qF -- "$1" && out+="${p#/proc/}: $(tr '\0' ' ' <"$p/cmdline" 2>/dev/null | cut -c1-120); "
  done
  [ -n "$out" ] && printf '%s\n' "$out"
}
running_from "$work/cache" >/dev/null || { echo "desktop-smoke: the app's Playwright driver was not running after the bindings test"; exit 1; } >&2
kill -TERM "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""
for _ in $(seq 50); do
  left=$(running_from "$work/cache") || break
  sleep 0.1
done
if [ -n "$left" ]; then
  echo "desktop-smoke: 5 s after SIGTERM the app's processes still ran: $left" >&2
  exit 1
fi
echo "desktop-smoke: ok — on SIGTERM the app closed its browser and driver before exiting"
