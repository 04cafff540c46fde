#!/usr/bin/env bash
# npm test: every test. Types, unit, component and API tests on embedded PGlite, the same API tests on a
# throwaway PostgreSQL server, then the browser tests against the built app in Debian's Chromium.
# Ends with each phase's duration: the suite has a budget (docs/decisions/005-test-budget.md).
set -euo pipefail
cd "$(dirname "$0")/.."

PHASE_NAMES=()
PHASE_SECONDS=()
CURRENT_PHASE=""
CURRENT_START=0
SUITE_START=$(date +%s)

# Runs one phase and records how long it took.
phase() {
  local name=$1
  shift
  echo "== $name"
  CURRENT_PHASE=$name
  CURRENT_START=$(date +%s)
  "$@"
  PHASE_NAMES+=("$name")
  PHASE_SECONDS+=($(($(date +%s) - CURRENT_START)))
  CURRENT_PHASE=""
}

# The table is printed on failure too, with the phase that failed, so a slow failing run shows where the time went.
print_durations() {
  local status=$?
  if [[ -n $CURRENT_PHASE ]]; then
    PHASE_NAMES+=("$CURRENT_PHASE (failed)")
    PHASE_SECONDS+=($(($(date +%s) - CURRENT_START)))
  fi
  echo
  echo "== Phase durations"
  local i
  for i in "${!PHASE_NAMES[@]}"; do
    printf '  %-46s %5ss  (%dm%02ds)\n' "${PHASE_NAMES[$i]}" "${PHASE_SECONDS[$i]}" $((PHASE_SECONDS[i] / 60)) $((PHASE_SECONDS[i] % 60))
  done
  local total=$(($(date +%s) - SUITE_START))
  printf '  %-46s %5ss  (%dm%02ds)\n' "Total" "$total" $((total / 60)) $((total % 60))
  exit "$status"
}
trap print_durations EXIT

phase "System packages" bash scripts/ensure-system-deps.sh
phase "Lock file" node scripts/lockfile-add-missing-optionals.mjs --check
phase "Types" npx tsc -p tsconfig.json --noEmit
phase "Lint" npx eslint . --max-warnings 0
phase "Unit, component and API tests (PGlite)" npx vitest run
phase "API tests (PostgreSQL)" bash scripts/with-postgres.sh npx vitest run --project api
phase "Build" npm run build
phase "Browser tests (Chromium)" npx playwright test
