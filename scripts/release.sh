#!/usr/bin/env bash
# Release builds: the CLI (cmd/reprise) for linux, darwin and windows on
# amd64 and arm64 (pure Go, CGO_ENABLED=0), and the desktop app for Linux
# amd64 (cgo, GTK + WebKitGTK 4.1, with a .desktop file and icon) and
# Windows amd64 (cross-built without cgo; WebView2 ships with Windows 10/11).
# Each build goes into its own archive (tar.gz for linux and darwin, zip for
# windows); SHA256SUMS lists every archive. The version is stamped from git
# (git describe --tags --always --dirty, else "dev") into backend/version,
# which `reprise --version` and the desktop app's About (AppInfo) read.
#
#   scripts/release.sh                 everything into dist/, then check it
#   scripts/release.sh --cli-only      only the six CLI archives
#   scripts/release.sh --out DIR       write into DIR instead of dist/
#   scripts/release.sh --no-check      skip the archive check
#   scripts/release.sh --targets "linux/amd64 windows/arm64"
#                                      only these CLI targets (of the six)
#   REPRISE_VERSION=v1.2.3 ...         stamp this version instead of git's
#   REPRISE_SKIP_DESKTOP=1 ...         same as --cli-only (no GTK/WebKit here)
#
# The check is TestReleaseArchives in backend/version (go test): it opens
# every archive, reads each binary's header (ELF, Mach-O, PE) and Go build
# info, and fails unless each holds the right OS, architecture, version and
# files, and SHA256SUMS matches. `make test` runs the same test, which calls
# this script with --cli-only --no-check --targets "linux/amd64
# windows/amd64" into a temporary directory: each target compiles every
# dependency afresh (4-5 minutes on two cores with a cold cache), and the
# six do not fit `make test`'s budget.
#
# macOS desktop builds need a Mac (cgo + WebKit): see docs/release.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
GO=${GO:-go}

out=dist
desktop=1
check=1
all_targets="linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64"
targets=$all_targets
while [ $# -gt 0 ]; do
  case "$1" in
    --cli-only) desktop=0 ;;
    --no-check) check=0 ;;
    --out) out=${2:?release: --out needs a directory}; shift ;;
    --out=*) out=${1#--out=} ;;
    --targets) targets=${2:?release: --targets needs a list such as \"linux/amd64 windows/arm64\"}; shift ;;
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release: unknown option $1 (see scripts/release.sh --help)" >&2; exit 2 ;;
  esac
  shift
done
[ "${REPRISE_SKIP_DESKTOP:-}" = 1 ] && desktop=0
for target in $targets; do
  case " $all_targets " in
    *" $target "*) ;;
    *) echo "release: unknown target $target (known: $all_targets)" >&2; exit 2 ;;
  esac
done

version=${REPRISE_VERSION:-$(git describe --tags --always --dirty 2>/dev/null || true)}
version=${version:-dev}
case "$version" in
  *[!A-Za-z0-9._+-]*) echo "release: version \"$version\" has characters unsafe in a file name; set REPRISE_VERSION" >&2; exit 2 ;;
esac
ldflags="-s -w -X github.com/reprise-qa/reprise/backend/version.stamp=$version"

# Tools the archives need, checked before any build starts.
if [ "$(uname)" = Darwin ]; then sha=(shasum -a 256); else sha=(sha256sum); fi
command -v "${sha[0]}" >/dev/null || { echo "release: ${sha[0]} is needed for SHA256SUMS" >&2; exit 1; }
if command -v zip >/dev/null; then
  zipdir() { (cd "$1" && zip -qr -X "$2" "$3"); }
elif command -v python3 >/dev/null; then
  zipdir() { (cd "$1" && python3 -m zipfile -c "$2" "$3"); }
else
  echo "release: zip (or python3) is needed for the Windows archives: apt-get install zip" >&2; exit 1
fi
if [ "$desktop" = 1 ]; then
  if ! pkg-config --exists webkit2gtk-4.1 2>/dev/null; then
    echo "release: the Linux desktop build needs libgtk-3-dev and libwebkit2gtk-4.1-dev: run scripts/setup.sh as root, or pass --cli-only" >&2
    exit 1
  fi
  bash scripts/frontend.sh
fi

mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$(mktemp -d)
syso=
cleanup() { rm -rf "$stage"; [ -z "$syso" ] || rm -f "$syso"; }
trap cleanup EXIT
rm -f "$out"/reprise*_*.tar.gz "$out"/reprise*_*.zip "$out"/SHA256SUMS

# pack NAME OS: archive the staged directory NAME for OS into $out.
pack() {
  if [ "$2" = windows ]; then
    zipdir "$stage" "$out/$1.zip" "$1"
  else
    tar -C "$stage" -czf "$out/$1.tar.gz" --owner=0 --group=0 "$1" 2>/dev/null ||
      tar -C "$stage" -czf "$out/$1.tar.gz" "$1" # BSD tar (macOS) has no --owner
  fi
  echo "release: $(basename "$out/$1".*)"
}

for target in $targets; do
  os=${target%/*} arch=${target#*/}
  exe=reprise
  [ "$os" = windows ] && exe=reprise.exe
  name=reprise_${version}_${os}_${arch}
  mkdir -p "$stage/$name"
  CGO_ENABLED=0 GOOS=$os GOARCH=$arch "$GO" build -trimpath -ldflags "$ldflags" -o "$stage/$name/$exe" ./cmd/reprise
  cp README.md "$stage/$name/"
  pack "$name" "$os"
done

if [ "$desktop" = 1 ]; then
  # Linux amd64: cgo against GTK 3 and WebKitGTK 4.1, like `make desktop`.
  name=reprise-desktop_${version}_linux_amd64
  mkdir -p "$stage/$name"
  CGO_ENABLED=1 GOOS=linux GOARCH=amd64 "$GO" build -trimpath -tags desktop,production,webkit2_41 \
    -ldflags "$ldflags" -o "$stage/$name/reprise-desktop" .
  cp build/linux/reprise-desktop.desktop "$stage/$name/"
  cp build/appicon.png "$stage/$name/reprise.png"
  cp build/linux/INSTALL.txt README.md "$stage/$name/"
  pack "$name" linux

  # Windows amd64: no cgo; the icon and a GUI manifest (DPI awareness,
  # common controls 6) go in through a .syso made by go-winres, which the
  # Go build links in for GOOS=windows only.
  name=reprise-desktop_${version}_windows_amd64
  mkdir -p "$stage/$name"
  numeric=$(printf '%s' "$version" | sed -n 's/^v\{0,1\}\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\).*/\1/p')
  syso="$root/rsrc_release_windows_amd64.syso"
  "$GO" run github.com/tc-hib/go-winres@v0.3.3 simply --arch amd64 --out "$root/rsrc_release" \
    --icon build/windows/icon.ico --manifest gui --product-name Reprise --file-description "Reprise" \
    --product-version "${numeric:-0.0.0}.0" --file-version "${numeric:-0.0.0}.0" \
    --original-filename reprise-desktop.exe
  CGO_ENABLED=0 GOOS=windows GOARCH=amd64 "$GO" build -trimpath -tags desktop,production \
    -ldflags "$ldflags -H windowsgui" -o "$stage/$name/reprise-desktop.exe" .
  rm -f "$syso"; syso=
  cp README.md "$stage/$name/"
  pack "$name" windows
fi

(cd "$out" && "${sha[@]}" reprise*_*.tar.gz reprise*_*.zip > SHA256SUMS)
echo "release: $out/SHA256SUMS ($(wc -l < "$out/SHA256SUMS") archives, version $version)"

if [ "$check" = 1 ]; then
  REPRISE_RELEASE_DIR=$out REPRISE_RELEASE_DESKTOP=$desktop REPRISE_RELEASE_TARGETS=$targets \
    "$GO" test -count=1 -run '^TestReleaseArchives$' ./backend/version/
fi
