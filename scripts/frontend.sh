#!/usr/bin/env bash
# Builds the studio UI into frontend/dist (embedded by the desktop app,
# served by `reprise serve`). Installs the pinned packages with `npm ci`
# when node_modules is missing or older than the lockfile, and rebuilds
# only when a source file is newer than the last build.
#   scripts/frontend.sh          install if needed, build if needed
#   scripts/frontend.sh test     install if needed, run ESLint and the Vitest suite
#                                (its fake studio runs Go's editor rules, built
#                                as WebAssembly by scripts/editwasm.sh)
#   scripts/frontend.sh lint     install if needed, run ESLint only
set -euo pipefail
cd "$(dirname "$0")/../frontend"

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "frontend: Node.js and npm are needed (Node >= 20.19); run scripts/setup.sh or install them" >&2
  exit 1
fi
major=$(node -p 'process.versions.node.split(".")[0]')
minor=$(node -p 'process.versions.node.split(".")[1]')
if [ "$major" -lt 20 ] || { [ "$major" -eq 20 ] && [ "$minor" -lt 19 ]; }; then
  echo "frontend: Node $(node --version) is too old for Vite 8; install Node >= 20.19 (e.g. from NodeSource)" >&2
  exit 1
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "frontend: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi

case "${1:-build}" in
  test)
    npm run lint --silent
    bash ../scripts/editwasm.sh
    npm test --silent
    ;;
  lint)
    npm run lint --silent
    ;;
  build)
    if [ -f dist/index.html ] && [ -z "$(find src index.html vite.config.ts tsconfig.json eslint.config.js package-lock.json -newer dist/index.html -print -quit)" ]; then
      echo "frontend: dist is up to date"
      exit 0
    fi
    npm run build --silent
    ;;
  *)
    echo "usage: scripts/frontend.sh [build|test|lint]" >&2
    exit 2
    ;;
esac
