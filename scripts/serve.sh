#!/usr/bin/env bash
# Serves the app on http://127.0.0.1:8080, installing whatever is missing first.
#
#   bash scripts/serve.sh [--lan] [--port N]
#
# It builds the release once (`trunk build --release`, skipped when dist/ is newer than every
# source file), then serves dist/ with a small static server (scripts/serve.mjs, gzipped). It
# never watches files: `trunk serve`'s watcher has crashed on a 2-core machine. For development
# with rebuild-on-save, run `trunk serve` yourself (README, "Developing").
#
# --lan serves on the store's network too and prints the address that players' phones open;
# without it, nothing outside this computer can reach the app.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SERVE_ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --lan) SERVE_ARGS+=(--lan) ;;
    --port)
      [ $# -ge 2 ] || { echo "serve.sh: --port needs a number" >&2; exit 2; }
      SERVE_ARGS+=(--port "$2")
      shift
      ;;
    -h | --help)
      echo "usage: bash scripts/serve.sh [--lan] [--port N]"
      exit 0
      ;;
    *)
      echo "serve.sh: unknown argument '$1' (usage: bash scripts/serve.sh [--lan] [--port N])" >&2
      exit 2
      ;;
  esac
  shift
done

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$ROOT/scripts/env.sh"

bash scripts/build.sh serve

exec node scripts/serve.mjs --dir dist --port 8080 "${SERVE_ARGS[@]}"
