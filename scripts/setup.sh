#!/usr/bin/env bash
# Installs whatever Tiebreak needs that this machine does not have yet. Idempotent: a tool that is
# already there at the pinned version is left alone, so a second run takes seconds.
#
# Pinned versions (see README.md for why each one):
#   Rust target wasm32-unknown-unknown, Trunk 0.21.14, wasm-bindgen-cli 0.2.130,
#   binaryen 132.0.0 (npm, for wasm-opt), @playwright/test 1.65 (npm), Debian's chromium + chromium-driver.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

TRUNK_VERSION="0.21.14"
WASM_BINDGEN_VERSION="0.2.130"

say() { printf '\033[1msetup:\033[0m %s\n' "$*"; }

# PATH (cargo tools, then node_modules/.bin ahead of /usr/bin) and the test variables. This script
# runs in its own shell, so scripts/test.sh and scripts/serve.sh source the same file afterwards.
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

# 1. The wasm32 target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2. Chromium and ChromeDriver, from Debian, for the browser tests and screenshots.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing chromium and chromium-driver from Debian"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium chromium-driver
fi

# 3. npm packages: binaryen (wasm-opt) and Playwright. Both are pinned in package-lock.json.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/@playwright/test ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (binaryen, playwright)"
  npm ci --no-audit --no-fund --loglevel=error
fi

# 4. wasm-bindgen-cli, matching the wasm-bindgen crate pinned in Cargo.toml.
#    No --locked: one of its locked dependencies is missing from the registry.
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# 5. Trunk. 0.22 needs a newer rustc than ours.
if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
  say "installing trunk $TRUNK_VERSION (about 11 minutes)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi

# 6. Crates, so that Trunk's offline build (cargo --offline) finds them.
say "fetching crates"
cargo fetch --quiet

# Never Debian's binaryen (version 108): its output crashes in the browser. Trunk takes the first
# wasm-opt on PATH, so check that it is npm's.
if [ "$(command -v wasm-opt)" != "$ROOT/node_modules/.bin/wasm-opt" ] \
  || ! grep -q "version 132 " <<<"$(wasm-opt --version)"; then
  echo "setup: the wasm-opt on PATH is $(command -v wasm-opt) ($(wasm-opt --version)), not binaryen 132 from node_modules" >&2
  exit 1
fi
say "tools ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | awk '{print $3}'), $(chromium --version 2>/dev/null | head -1)"
