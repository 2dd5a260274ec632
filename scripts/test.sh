#!/usr/bin/env bash
# Runs every test from a clean clone on Debian as root: installs what the tests need (system
# packages, npm packages), starts PostgreSQL and Redis for the server tests, then typecheck, lint,
# formatting, unit/component/API tests (Vitest) and end-to-end tests (Playwright, Debian Chromium)
# against the production build. Exits non-zero if anything failed; the last lines are the
# test runners' own summaries and a line `N passed, N failed`.
#
# Each step's wall time and the runners' JSON reports go to .test-profile (TEST_PROFILE_DIR);
# with TEST_PROFILE=1 (`npm run test:profile`) the end also lists the 20 slowest test files of each
# runner and the steps' times (scripts/test-profile.ts).
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export CI="${CI:-true}"

# Not under test-results/: Playwright empties that folder when it starts.
profile_dir="${TEST_PROFILE_DIR:-$PWD/.test-profile}"
rm -rf "$profile_dir" && mkdir -p "$profile_dir"
export TEST_PROFILE_DIR="$profile_dir"

# Each step's wall time, in steps.tsv: a step ends when the next begins (or at `step_end`).
step_name=""
step_started=0
now() { date +%s%N; }
# Seconds since a `now`, to a tenth (bash arithmetic: no bc on a fresh Debian).
since() {
  local tenths=$((($(now) - $1) / 100000000))
  printf '%d.%d' $((tenths / 10)) $((tenths % 10))
}
step_end() {
  [ -n "$step_name" ] && printf '%s\t%s\n' "$step_name" "$(since "$step_started")" >>"$profile_dir/steps.tsv"
  step_name=""
}
step() {
  step_end
  printf '\n=== %s ===\n' "$1"
  step_name="$2"
  step_started="$(now)"
}
failed=()

step "System packages" "system packages"
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

step "npm install" "npm install"
npm install --no-audit --no-fund --loglevel=error || exit 1

if [ -f scripts/server-test-services.sh ]; then
  step "PostgreSQL and Redis for the server tests" "services"
  services_env="$(bash scripts/server-test-services.sh)" || { echo "could not start PostgreSQL/Redis"; exit 1; }
  eval "$services_env"
  echo "$services_env"
fi

# Typecheck, lint and formatting read the sources while the build writes .next: two chains side by
# side on the two cores (the typecheck then lint; the build then formatting, about as long), each
# check logged apart and shown in order once both chains are done. The build does not typecheck
# again (next.config.ts): the typecheck here covers every file, with TypeScript 7's native
# compiler (package.json's `typecheck`), which reports what TypeScript 5 does in a third of the time.
step "Typecheck, lint and formatting beside the production build" "typecheck + lint + format beside build"
static_dir="$(mktemp -d)"
run_check() {
  local name="$1" started
  shift
  started="$(now)"
  "$@" >"$static_dir/$name.log" 2>&1
  echo $? >"$static_dir/$name.rc"
  printf '  %s\t%s\n' "$name" "$(since "$started")" >>"$static_dir/times.tsv"
}
(
  run_check typecheck npm run --silent typecheck
  run_check lint npx eslint --max-warnings=0 .
) &
static_pid=$!
run_check build npm run build
# Each page's first-load JavaScript against its recorded size (scripts/first-load-budget.ts).
if [ "$(cat "$static_dir/build.rc")" = 0 ]; then
  run_check first-load npx tsx scripts/first-load-budget.ts
else
  echo "no build to measure" >"$static_dir/first-load.log" && echo 1 >"$static_dir/first-load.rc"
fi
run_check prettier npx prettier --check . --log-level warn
wait "$static_pid"
for name in typecheck lint prettier build first-load; do
  printf '\n--- %s ---\n' "$name"
  cat "$static_dir/$name.log"
done
for name in typecheck lint prettier first-load; do
  [ "$(cat "$static_dir/$name.rc")" = 0 ] || failed+=("$name")
done
build_rc="$(cat "$static_dir/build.rc")"
step_end
cat "$static_dir/times.tsv" >>"$profile_dir/steps.tsv"
rm -rf "$static_dir"
[ "$build_rc" = 0 ] || { echo "build failed"; exit 1; }

step "Unit, component and API tests (Vitest)" "vitest"
vitest_log="$(mktemp)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$profile_dir/vitest.json" 2>&1 \
  | tee "$vitest_log" || failed+=("vitest")

step "End-to-end tests (Playwright, Chromium)" "playwright"
# The suite starts its two servers on E2E_PORT and the next port (3200 and 3201 unless set). On
# CI a port already taken (a demo left running, a stopped run's server) makes Playwright refuse
# to start: take the first free pair from 3200 instead, and say which.
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
if [ -z "${E2E_PORT:-}" ]; then
  for candidate in $(seq 3200 2 3298); do
    if ! port_taken "$candidate" && ! port_taken "$((candidate + 1))"; then
      export E2E_PORT="$candidate"
      break
    fi
  done
  [ "${E2E_PORT:-3200}" = 3200 ] || echo "ports 3200/3201 are taken: the servers use ${E2E_PORT}/$((E2E_PORT + 1))"
fi
npx playwright test || failed+=("playwright")
step_end

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

if [ "${TEST_PROFILE:-}" = 1 ]; then
  npx tsx scripts/test-profile.ts "$profile_dir" | sed '$d'
fi
if [ ${#failed[@]} -gt 0 ]; then
  echo
  echo "FAILED: ${failed[*]}"
fi
# The last line: every test of both runners, `N passed, N failed`.
npx tsx scripts/test-profile.ts "$profile_dir" --totals | tail -n 1
[ ${#failed[@]} -eq 0 ]
