#!/usr/bin/env bash
# `npm test`: everything the project checks, in order, on a fresh machine of this kind.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== typecheck"; npx tsc --noEmit
echo "== lint";      npx biome lint .
echo "== format";    npx biome format .
echo "== unit";      npx vitest run
echo "== build";     npm run build
echo "== e2e";       npx playwright test --project=js --project=no-js
# Its own server and data: generated bad input must not disturb the browser tests (docs/fuzzing.md).
echo "== fuzz";      npx playwright test --project=fuzz
