#!/usr/bin/env bash
# Every check of Tiebreak, in the order CI runs them (.ci/run runs this script):
# set-up, formatting, clippy (native and wasm32), the native tests, the wasm tests in headless
# Chromium, the release build with its gzipped size, and the Playwright tests against that build.
# Stops at the first failure. Each step prints a header and its time; a summary closes the run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

LOG_DIR="$ROOT/target/test-logs"
mkdir -p "$LOG_DIR"
rm -f "$LOG_DIR"/*.log

STEP=0
TOTAL_STEPS=9
TIMINGS=()
RUN_START=$SECONDS

# step NAME COMMAND...: runs COMMAND with a header, keeps its output in target/test-logs/, times it.
step() {
  local name="$1"
  shift
  STEP=$((STEP + 1))
  local log
  log="$LOG_DIR/$(printf '%02d' "$STEP")-$(tr -c 'a-zA-Z0-9\n' '-' <<<"$name" | tr -s '-').log"
  printf '\n==> [%d/%d] %s\n    $ %s\n' "$STEP" "$TOTAL_STEPS" "$name" "$*"
  local start=$SECONDS
  if ! "$@" 2>&1 | tee "$log"; then
    printf '\n==> FAILED: [%d/%d] %s after %ds (log: %s)\n' \
      "$STEP" "$TOTAL_STEPS" "$name" $((SECONDS - start)) "${log#"$ROOT"/}"
    exit 1
  fi
  local took=$((SECONDS - start))
  TIMINGS+=("$(printf '%4ds  %s' "$took" "$name")")
  printf '==> done in %ds: %s\n' "$took" "$name"
}

fuzz() {
  # The fuzz targets of tests/fuzz.rs (damaged event files, CSVs and command lines: an error or a
  # result, never a panic or a hang) with more cases than `cargo test` runs, bounded in time: the
  # cases are fixed in number, each must return within 60 s, and the whole step within 10 minutes.
  PROPTEST_CASES="${FUZZ_CASES:-2000}" timeout 600 cargo test --test fuzz
}

wasm_tests() {
  # Only tests/web.rs runs in the browser: the lib's unit tests are plain #[test] functions, which
  # wasm-bindgen-test-runner does not run, and the other test files are native (std::process,
  # proptest, the CLI binary). webdriver.json passes Chromium's flags (scripts/env.sh).
  cargo test --target wasm32-unknown-unknown --test web
}

release_build() {
  trunk build --release
  echo
  # Five bundles, and a page loads one of three: the organizer's app, the phone view for a
  # players' link, or the check page. Each is measured with the CSS, as a browser receives it.
  local over=0 bundle
  # The two loaded on demand (the advice, src/advice_main.rs, and the import, src/import_main.rs)
  # are loaded by a page when it first needs them: each measured on its own, as a page that has
  # loaded its own bundle then fetches it.
  for bundle in tiebreak-app tiebreak-view tiebreak-advice tiebreak-import tiebreak-check; do
    echo "dist/ for $bundle (gzip -9):"
    local total_raw=0 total_gz=0 f raw gz
    for f in dist/"$bundle"*.wasm dist/"$bundle"*.js dist/*.css; do
      [ -e "$f" ] || continue
      raw=$(stat -c %s "$f")
      gz=$(gzip -9c "$f" | wc -c)
      total_raw=$((total_raw + raw))
      total_gz=$((total_gz + gz))
      printf '  %-48s %8d B  gzipped %7d B\n' "${f#dist/}" "$raw" "$gz"
    done
    printf '  %-48s %8d B  gzipped %7d B (%d KiB)\n' "wasm + js + css" "$total_raw" "$total_gz" \
      $(((total_gz + 1023) / 1024))
    # The budgets: wasm + JS + CSS under 462 KB gzipped for the organizer's app (raised from 460 KB
    # in issue 42, whose ruleset choice of an event's own match points every figure and the event
    # file must carry: +1.7 KB, PERFORMANCE.md; raised from 450 KB in issue 41, whose floor work took it from 424 to 457 KB: PERFORMANCE.md names what
    # each part costs and what getting back under 450 KB would take; lowered from 500 KB in issue
    # 38, which made it 415 KB; raised from 450 KB in issue 33 and from 400 KB in issue 26), under
    # 173 KB for the phone view a players' link loads over mobile data (raised from 172 KB in
    # issue 42 for the same choice, which the phone computes and the link carries: +0.8 KB; from 170 KB in
    # issue 39's fifth session, whose two choices by round the phone must compute to show the
    # organizer's figures: +1.8 KB, PERFORMANCE.md; lowered from 200 KB in issue 38, at 150 KB),
    # and under 450 KB for the check page and the two bundles loaded on
    # demand (the advice, the import). The build is deterministic, so this is a check, not a timing.
    local budget=450000
    [ "$bundle" = tiebreak-app ] && budget=462000
    [ "$bundle" = tiebreak-view ] && budget=173000
    if [ "$total_gz" -ge "$budget" ]; then
      echo "the $bundle bundle is $total_gz B gzipped: over its $((budget / 1000)) KB budget" >&2
      over=1
    fi
  done
  # No bundle carries the builder's paths (scripts/env.sh remaps them in the panic locations).
  local home="${CARGO_HOME:-$HOME/.cargo}"
  for f in dist/*.wasm; do
    if grep -qaF -e "$home/" -e "$ROOT/" "$f"; then
      echo "$f names a path of this machine ($home or $ROOT): see scripts/env.sh" >&2
      over=1
    fi
  done
  [ "$over" = 0 ]
}

e2e_tests() {
  # The tests call the CLI through `cargo run --bin tiebreak` (e2e/helpers.ts). Build it first:
  # `cargo test` built it with the dev-dependencies' features (serde_json's among them), so on a
  # clean clone the first `cargo run` recompiled serde_json and the crate, 22 s inside one test's
  # 30 s budget (the CI failure of stop 20, measured with a fresh target directory).
  cargo build --quiet --bin tiebreak
  # node_modules/.bin/playwright, the same as `npx playwright test` without npm's own start-up.
  playwright test
}

step "set-up (scripts/setup.sh)" bash scripts/setup.sh
# setup.sh runs in its own shell: take the same PATH and test variables here.
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

step "format (cargo fmt --check)" cargo fmt --check
step "clippy, native, all targets" cargo clippy --all-targets -- -D warnings
step "clippy, wasm32 (lib, bins, tests/web.rs)" \
  cargo clippy --target wasm32-unknown-unknown --lib --bins --test web -- -D warnings
step "native tests (cargo test)" cargo test
step "fuzz (tests/fuzz.rs, ${FUZZ_CASES:-2000} cases a target)" fuzz
step "wasm tests in headless Chromium (tests/web.rs)" wasm_tests
step "release build (trunk build --release)" release_build
step "end-to-end tests (Playwright, e2e/)" e2e_tests

# One closing line for the whole run: the tests that cargo (native and wasm) and Playwright counted.
passed=0
while read -r n; do
  passed=$((passed + n))
done < <(
  cat "$LOG_DIR"/*.log \
    | sed -nE 's/^test result: ok\. ([0-9]+) passed.*/\1/p; s/^ *([0-9]+) passed \(.*\)$/\1/p'
)

printf '\n==> timings\n'
printf '%s\n' "${TIMINGS[@]}"
printf '%4ds  total\n' $((SECONDS - RUN_START))
echo
echo "tests: $passed passed, 0 failed"
