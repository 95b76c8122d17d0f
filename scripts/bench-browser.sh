#!/usr/bin/env bash
# The app's budgets in headless Chromium: size, first render, standings in wasm, a 2000 × 15 event
# through the UI. Builds the release first. Prints figures only (see scripts/bench-browser.mjs).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"
trunk build --release --features bench
node scripts/bench-browser.mjs
