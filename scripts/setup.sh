#!/usr/bin/env bash
# Installs whatever Tiebreak needs that this machine does not have yet. Idempotent: a tool that is
# already there at the pinned version is left alone, so a second run takes seconds.
#
# Pinned versions (see README.md for why each one):
#   Rust target wasm32-unknown-unknown, Trunk 0.21.14, wasm-bindgen-cli 0.2.130,
#   binaryen 132.0.0 (npm, for wasm-opt), esbuild 0.28.2 (npm, minifies the built JS and CSS),
#   @playwright/test 1.65 (npm), Debian's chromium + chromium-driver; with --measure, twiggy 0.8.0.
#
# On a fresh 2-core machine the two Rust tools are most of the time, so the downloads (Debian's
# packages, npm, the crates) run beside them instead of before them. Trunk is built without its
# default features (the update check and TLS: the build is offline and never downloads anything),
# and without the fat LTO of its release profile.
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

LOGS="$ROOT/target/setup-logs"
mkdir -p "$LOGS"
PIDS=()
NAMES=()

# background NAME COMMAND...: runs COMMAND beside the others, its output in target/setup-logs/.
background() {
  local name="$1"
  shift
  say "$name (log: target/setup-logs/$name.log)"
  "$@" >"$LOGS/$name.log" 2>&1 &
  PIDS+=($!)
  NAMES+=("$name")
}

# 1. The wasm32 target (a download, a few seconds).
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# 2. Chromium and ChromeDriver, from Debian, for the browser tests and screenshots.
install_chromium() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium chromium-driver
}
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  background chromium install_chromium
fi

# 3. npm packages: binaryen (wasm-opt), esbuild and Playwright, pinned in package-lock.json.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/@playwright/test ] \
  || [ ! -d node_modules/esbuild ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  background npm npm ci --no-audit --no-fund --loglevel=error
fi

# 4. The crates of the project, so that Trunk's offline build (cargo --offline) finds them.
background crates cargo fetch --quiet

# 5. wasm-bindgen-cli (matching the wasm-bindgen crate pinned in Cargo.toml), then Trunk (0.22
#    needs a newer rustc than ours). One after the other: each uses both cores.
#    No --locked for wasm-bindgen-cli: one of its locked dependencies is missing from the registry.
rust_tools() {
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
  if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
    # Trunk's own release profile asks for fat LTO and one codegen unit: minutes of serial
    # linking on 2 cores for a tool whose own work (HTML, CSS, hashes) is small. Without them,
    # its build took 12.0 CPU-minutes instead of 14.5, and its last crate uses both cores.
    CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
      cargo install --locked --no-default-features "trunk@$TRUNK_VERSION"
  fi
}
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$" \
  || ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION and trunk $TRUNK_VERSION (about 12 minutes on 2 cores, once)"
  background rust-tools rust_tools
fi

# 6. Only with --measure (scripts/bytes.sh asks for it): twiggy, which says what a bundle's wasm
#    holds. The tests never need it, so a fresh machine's test run does not build it.
TWIGGY_VERSION="0.8.0"
if [ "${1:-}" = "--measure" ] && ! twiggy --version 2>/dev/null | grep -q " $TWIGGY_VERSION\$"; then
  background twiggy cargo install --locked twiggy --version "$TWIGGY_VERSION"
fi

failed=0
for i in "${!PIDS[@]}"; do
  if ! wait "${PIDS[$i]}"; then
    echo "setup: ${NAMES[$i]} failed; the end of target/setup-logs/${NAMES[$i]}.log:" >&2
    tail -n 20 "$LOGS/${NAMES[$i]}.log" >&2
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1

# Never Debian's binaryen (version 108): its output crashes in the browser. Trunk takes the first
# wasm-opt on PATH, so check that it is npm's.
if [ "$(command -v wasm-opt)" != "$ROOT/node_modules/.bin/wasm-opt" ] \
  || ! grep -q "version 132 " <<<"$(wasm-opt --version)"; then
  echo "setup: the wasm-opt on PATH is $(command -v wasm-opt) ($(wasm-opt --version)), not binaryen 132 from node_modules" >&2
  exit 1
fi
say "tools ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | awk '{print $3}'), $(chromium --version 2>/dev/null | head -1)"
