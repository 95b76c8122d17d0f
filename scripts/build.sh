#!/usr/bin/env bash
# Builds the release (`trunk build --release`) into dist/ only when a source of the browser build
# changed since the last build: dist/.built marks it, and the build's own hook
# (scripts/compress.mjs, which minifies with scripts/minify.mjs and writes the .br and .gz files)
# counts as a source. scripts/serve.sh and scripts/readme-picture.sh call it after set-up; it
# expects the tools setup.sh installs.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

STAMP="dist/.built"
if [ ! -e "$STAMP" ] || [ -n "$(find src style public index.html Cargo.toml Cargo.lock Trunk.toml \
  .cargo scripts/compress.mjs scripts/minify.mjs -newer "$STAMP" -print -quit 2>/dev/null)" ]; then
  echo "${1:-build}: building the release (trunk build --release)"
  trunk build --release
  touch "$STAMP"
fi
