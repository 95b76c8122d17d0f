#!/usr/bin/env bash
# Makes docs/breakdown.png, the README's picture: a player's breakdown (Mariano, in the pod
# scenario of tests/data/pod-scenario-2.csv), taken by one Playwright test
# (e2e/readme-picture.spec.ts) from the release build, in Debian's Chromium.
#
#   bash scripts/readme-picture.sh
#
# Like scripts/serve.sh, it builds the release only when a source of the browser build changed
# since the last build (scripts/build.sh).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

bash scripts/build.sh readme-picture

mkdir -p docs
README_PICTURE=1 playwright test e2e/readme-picture.spec.ts
echo "readme-picture: wrote docs/breakdown.png"
