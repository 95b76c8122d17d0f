# The environment every Tiebreak script runs in. Source it (`source scripts/env.sh`) rather than
# running it: it only sets variables, and sourcing it twice only repeats two PATH entries.
#
#   - PATH: cargo-installed tools first (trunk, wasm-bindgen, wasm-bindgen-test-runner), then the
#     npm tools (wasm-opt from binaryen 132, playwright), ahead of any Debian binaryen in /usr/bin.
#   - The wasm tests: wasm-bindgen-test-runner as Cargo's runner for wasm32, Debian's ChromeDriver,
#     and webdriver.json (Chromium's flags) by absolute path, whatever the working directory.
#   - Trunk: no update check (Trunk.toml's `offline = true` does not cover it).

TIEBREAK_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TIEBREAK_ROOT

export PATH="$HOME/.cargo/bin:$TIEBREAK_ROOT/node_modules/.bin:$PATH"

export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER="wasm-bindgen-test-runner"
export CHROMEDRIVER="/usr/bin/chromedriver"
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="$TIEBREAK_ROOT/webdriver.json"
export TRUNK_SKIP_VERSION_CHECK="true"

# The browser build (wasm32): Leptos's `erase_components` (also in .cargo/config.toml, which a
# build without this file uses), and the panic locations of the crates from the registry named
# from the crate's own folder (`tachys-0.2.19/src/view/keyed.rs`), not from the builder's home
# (`/root/.cargo/registry/src/index.crates.io-…/tachys-…`). Cargo's own `trim-paths` would do it,
# but it is not stable in Rust 1.95. A later prefix wins: the registry's own folders come last.
CARGO_REGISTRY_SRC="${CARGO_HOME:-$HOME/.cargo}/registry/src"
TIEBREAK_WASM_FLAGS="--cfg erase_components --remap-path-prefix=$CARGO_REGISTRY_SRC/="
for index in "$CARGO_REGISTRY_SRC"/*/; do
  [ -d "$index" ] && TIEBREAK_WASM_FLAGS="$TIEBREAK_WASM_FLAGS --remap-path-prefix=$index="
done
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$TIEBREAK_WASM_FLAGS"
unset CARGO_REGISTRY_SRC TIEBREAK_WASM_FLAGS index
