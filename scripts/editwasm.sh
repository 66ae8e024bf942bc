#!/usr/bin/env bash
# Builds the editor's rules (backend/studio/editor) as WebAssembly for the
# UI's component tests: their fake studio answers EditTrajectory,
# ValidateTrajectory and ListActions with Go's rules, not a TypeScript copy.
# Writes frontend/editwasm/out/ (not committed, not in the app's build):
#   editor.wasm   GOOS=js GOARCH=wasm build of backend/studio/editor/wasm
#   wasm_exec.js  Go's JavaScript glue, copied from the same Go toolchain
# Skips the build when the outputs are newer than every Go file they are
# built from and were built by the same Go. Run by scripts/frontend.sh test
# and by Vitest's global setup (frontend/editwasm/build.js).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
out=frontend/editwasm/out
pkg=./backend/studio/editor/wasm

if ! command -v "$GO" >/dev/null 2>&1; then
  echo "editwasm: Go is needed to build the editor's rules for the UI's tests; install Go (see go.mod) or run scripts/setup.sh" >&2
  exit 1
fi
version=$("$GO" version)
goroot=$("$GO" env GOROOT)
glue=$goroot/lib/wasm/wasm_exec.js
[ -f "$glue" ] || glue=$goroot/misc/wasm/wasm_exec.js # Go < 1.24
if [ ! -f "$glue" ]; then
  echo "editwasm: $goroot has no lib/wasm/wasm_exec.js; is this Go installation complete?" >&2
  exit 1
fi

# The module's own packages the entry point is built from (other modules
# change only with go.mod/go.sum).
dirs=$(GOOS=js GOARCH=wasm "$GO" list -deps -f '{{if .Module}}{{if .Module.Main}}{{.Dir}}{{end}}{{end}}' "$pkg")
if [ -f "$out/editor.wasm" ] && [ -f "$out/wasm_exec.js" ] && [ "$(cat "$out/go-version" 2>/dev/null)" = "$version" ] &&
  [ ! go.mod -nt "$out/editor.wasm" ] && [ ! go.sum -nt "$out/editor.wasm" ] &&
  [ -z "$(find $dirs -maxdepth 1 -name '*.go' ! -name '*_test.go' -newer "$out/editor.wasm" -print -quit)" ]; then
  exit 0
fi

mkdir -p "$out"
start=$(date +%s%N)
GOOS=js GOARCH=wasm "$GO" build -o "$out/editor.wasm.tmp" "$pkg"
mv "$out/editor.wasm.tmp" "$out/editor.wasm"
cp "$glue" "$out/wasm_exec.js"
echo "$version" >"$out/go-version"
echo "editwasm: built $out/editor.wasm ($(( $(stat -c %s "$out/editor.wasm") / 1024 )) KiB) in $(( ($(date +%s%N) - start) / 1000000 )) ms"
