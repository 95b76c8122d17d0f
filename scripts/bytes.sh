#!/usr/bin/env bash
# What each browser bundle's wasm is made of (PERFORMANCE.md, "what the bundles are made of"):
# builds a bundle as the release does (the wasm-release profile, scripts/env.sh's flags,
# wasm-bindgen), keeps the function names for the measurement only, and prints twiggy's 30
# largest items, its dominators and its monomorphisations, then the items grouped by crate and by
# our module (scripts/bytes.mjs).
#
#   bash scripts/bytes.sh                     the organizer's app and the phone view
#   bash scripts/bytes.sh tiebreak-check ...  the bundles named
#
# The names are read before wasm-opt, whose -Oz inlines most of a page into one function and so
# hides which module a byte came from; the sizes that ship are the ones `scripts/test.sh` weighs.
# Writes target/bytes/BUNDLE/ (the wasm and twiggy's reports). Runs scripts/setup.sh --measure
# first, which also installs twiggy.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/setup.sh --measure
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

bundles=("$@")
[ ${#bundles[@]} -eq 0 ] && bundles=(tiebreak-app tiebreak-view)
for bundle in "${bundles[@]}"; do
  out="target/bytes/$bundle"
  mkdir -p "$out"
  cargo build --quiet --offline --profile wasm-release --target wasm32-unknown-unknown --bin "$bundle"
  wasm-bindgen --target web --out-dir "$out" "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm-release/$bundle.wasm"
  wasm="$out/${bundle}_bg.wasm"
  echo "== $bundle: $wasm ($(stat -c %s "$wasm") B with its names)"
  twiggy top -n 30 "$wasm" | tee "$out/top.txt"
  twiggy dominators -d 2 -r 40 "$wasm" >"$out/dominators.txt"
  twiggy monos -m 30 -n 5 "$wasm" >"$out/monos.txt"
  echo "(twiggy dominators and monos: $out/dominators.txt, $out/monos.txt)"
  node scripts/bytes.mjs "$wasm" 30 | tee "$out/groups.md"
done
