#!/usr/bin/env bash
# Serves the app on http://127.0.0.1:8080 (the release build, rebuilt on every change), installing
# whatever is missing first. Extra arguments go to `trunk serve` (for example `--port 8081`).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

exec trunk serve --release --address 127.0.0.1 "$@"
