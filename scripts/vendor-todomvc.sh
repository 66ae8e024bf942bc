#!/usr/bin/env bash
# Vendors a few TodoMVC implementations (the npm package todomvc@0.1.1,
# MIT) into testdata/realapps/todomvc/ for the real-app suite
# (backend/realapps). Run from the repository root; needs npm.
set -euo pipefail
apps=(vanillajs vue backbone knockoutjs mithril backbone_require angularjs canjs ractive knockoutjs_require somajs exoskeleton closure react)
dest=testdata/realapps/todomvc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent todomvc@0.1.1 >/dev/null && tar xzf todomvc-0.1.1.tgz)
for a in "${apps[@]}"; do
  rm -rf "${dest:?}/$a"
  mkdir -p "$dest/$a"
  (cd "$tmp/package/examples/$a" && find . -type f \( -name '*.html' -o -name '*.js' -o -name '*.jsx' -o -name '*.css' \) \
      ! -path '*/test/*' ! -path '*/tests/*' ! -name '*.min.js' ! -name 'Gruntfile.js' ! -name 'gulpfile.js' -print0 |
    while IFS= read -r -d '' f; do mkdir -p "$OLDPWD/$dest/$a/$(dirname "$f")"; cp "$f" "$OLDPWD/$dest/$a/$f"; done)
done
du -sh "$dest"
