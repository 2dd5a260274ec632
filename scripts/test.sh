#!/usr/bin/env bash
# Runs every test from a clean clone on Debian as root: installs what the tests need (system
# packages, npm packages), starts PostgreSQL and Redis for the server tests, then typecheck, lint,
# formatting, unit/component/API tests (Vitest) and end-to-end tests (Playwright, Debian Chromium)
# against the production build. Exits non-zero if anything failed; the last lines are the
# test runners' own summaries.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export CI="${CI:-true}"

step() { printf '\n=== %s ===\n' "$*"; }
failed=()

step "System packages"
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || packages+=(fonts-noto-cjk)
if [ -f scripts/server-test-services.sh ]; then
  command -v redis-server >/dev/null 2>&1 || packages+=(redis-server)
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || packages+=(postgresql)
fi
if [ ${#packages[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null \
    || { echo "apt-get install ${packages[*]} failed"; exit 1; }
fi
echo "ok"

step "npm install"
npm install --no-audit --no-fund --loglevel=error || exit 1

if [ -f scripts/server-test-services.sh ]; then
  step "PostgreSQL and Redis for the server tests"
  services_env="$(bash scripts/server-test-services.sh)" || { echo "could not start PostgreSQL/Redis"; exit 1; }
  eval "$services_env"
  echo "$services_env"
fi

step "Typecheck"
npx tsc --noEmit -p tsconfig.json || failed+=("typecheck")

step "Lint"
npx eslint --max-warnings=0 . || failed+=("lint")

step "Formatting"
npx prettier --check . --log-level warn || failed+=("prettier")

step "Production build"
npx next build || { echo "build failed"; exit 1; }

step "Unit, component and API tests (Vitest)"
vitest_log="$(mktemp)"
npx vitest run 2>&1 | tee "$vitest_log" || failed+=("vitest")

step "End-to-end tests (Playwright, Chromium)"
npx playwright test || failed+=("playwright")

# Playwright's report scrolls Vitest's failures out of a short log tail: repeat them (and Vitest's
# own summary) last, so whoever reads only the end of CI's output knows which test failed.
if [[ " ${failed[*]} " == *" vitest "* ]]; then
  echo
  echo "=== Vitest failures (repeated from above) ==="
  plain="$(sed -E 's/\x1b\[[0-9;]*m//g' "$vitest_log")"
  # Vitest's "Failed Tests" section: each failure with its assertion and the lines around it.
  printf '%s\n' "$plain" | awk '/⎯ Failed Tests [0-9]+ ⎯/{on=1} /^ *Test Files /{on=0} on' | head -n 120
  printf '%s\n' "$plain" | grep -E '^ *(Test Files|Tests|Errors) ' | tail -n 3
fi
rm -f "$vitest_log"

if [ ${#failed[@]} -gt 0 ]; then
  echo
  echo "FAILED: ${failed[*]}"
  exit 1
fi
