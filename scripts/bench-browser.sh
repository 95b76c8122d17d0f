#!/usr/bin/env bash
# The app's budgets in headless Chromium: size, the three pages' cold first renders on the phone
# profile, standings in wasm, a 2000 × 15 event through the UI. Prints figures only (see
# scripts/bench-browser.mjs).
#
#   bash scripts/bench-browser.sh           everything
#   bash scripts/bench-browser.sh --pages   the sizes and the pages' first renders only
#
# The pages are timed on the build that ships (dist/, `trunk build --release`); the wasm
# benchmarks on the same build with their exports (dist-bench/, `--features bench`).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"
trunk build --release
if [ "${1:-}" != "--pages" ]; then
  trunk build --release --features bench --dist dist-bench
fi
node scripts/bench-browser.mjs "$@"
