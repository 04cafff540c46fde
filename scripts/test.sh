#!/usr/bin/env bash
# npm test: every test. Types, unit and API tests on embedded PGlite, the same API tests on a
# throwaway PostgreSQL server, then the browser tests against the built app in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh

echo "== Lock file"
node scripts/lockfile-add-missing-optionals.mjs --check

echo "== Types"
npx tsc -p tsconfig.json --noEmit

echo "== Lint"
npx eslint . --max-warnings 0

echo "== Unit and API tests (PGlite)"
npx vitest run

echo "== API tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project api

echo "== Build"
npm run build

echo "== Browser tests (Chromium)"
npx playwright test
