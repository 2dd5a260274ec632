#!/usr/bin/env bash
# Starts the services the server's API tests can use beyond embedded PGlite: a PostgreSQL 15
# server and redis-servers, all private to this script (own data folder, loopback, own ports),
# installing the Debian packages first if they are missing. Idempotent: running it again reuses
# what is already up. Prints the environment to export, e.g.
#   eval "$(bash scripts/server-test-services.sh)"   then   npx vitest run tests/api
# Stop everything with: bash scripts/server-test-services.sh stop
set -euo pipefail

BASE_DIR="${EXCH_SERVICES_DIR:-/tmp/exch-test-services}"
PG_PORT="${EXCH_PG_PORT:-55432}"
REDIS_PORT="${EXCH_REDIS_PORT:-56379}"
# One Redis per Vitest worker (tests/setup/vitest.setup.ts picks it by VITEST_POOL_ID): tests that
# use Redis's shared keys (per-address limits) and channels (socket.io, the command bus) run side
# by side, each worker on its own instance, ports REDIS_PORT, REDIS_PORT+1, ….
REDIS_INSTANCES="${EXCH_REDIS_INSTANCES:-4}"
PG_USER=exch
PG_PASSWORD=exch
PG_DB=exch_test
PG_DATA="$BASE_DIR/pg"
PG_SOCKET="$BASE_DIR/pg-socket"
REDIS_DIR="$BASE_DIR/redis"

log() { echo "[server-test-services] $*" >&2; }

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [[ -n "$dir" ]] || { log "PostgreSQL binaries not found"; exit 1; }
  echo "$dir"
}

as_postgres() { runuser -u postgres -- "$@"; }

if [[ "${1:-start}" == "stop" ]]; then
  if [[ -d "$PG_DATA" ]]; then as_postgres "$(pg_bin)/pg_ctl" -D "$PG_DATA" -m fast stop >&2 || true; fi
  for pidfile in "$REDIS_DIR"/redis*.pid; do
    [[ -f "$pidfile" ]] && { kill "$(cat "$pidfile")" 2>/dev/null || true; }
  done
  exit 0
fi

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if (( ${#missing[@]} > 0 )); then
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "${missing[@]}" >&2
fi

mkdir -p "$BASE_DIR" "$PG_SOCKET" "$REDIS_DIR"
chown postgres:postgres "$PG_SOCKET"
BIN="$(pg_bin)"

if [[ ! -f "$PG_DATA/PG_VERSION" ]]; then
  log "initialising a PostgreSQL cluster in $PG_DATA"
  mkdir -p "$PG_DATA"
  chown postgres:postgres "$PG_DATA"
  pwfile="$(mktemp)"
  echo "postgres" >"$pwfile"
  chown postgres "$pwfile"
  as_postgres "$BIN/initdb" -D "$PG_DATA" -U postgres --pwfile="$pwfile" \
    --auth-local=peer --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >&2
  rm -f "$pwfile"
fi

if ! as_postgres "$BIN/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; then
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  as_postgres "$BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DATA/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_SOCKET -c fsync=off -c synchronous_commit=off" start >&2
fi

psql_admin() { as_postgres psql -h "$PG_SOCKET" -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qtA "$@"; }
if [[ "$(psql_admin -c "select 1 from pg_roles where rolname = '$PG_USER'")" != "1" ]]; then
  psql_admin -c "create role $PG_USER login createdb password '$PG_PASSWORD'" >&2
fi
if [[ "$(psql_admin -c "select 1 from pg_database where datname = '$PG_DB'")" != "1" ]]; then
  psql_admin -c "create database $PG_DB owner $PG_USER" >&2
fi

redis_urls=()
for ((i = 0; i < REDIS_INSTANCES; i++)); do
  port=$((REDIS_PORT + i))
  name=redis
  ((i > 0)) && name="redis-$i"
  if ! redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1; then
    log "starting redis-server on 127.0.0.1:$port"
    redis-server --bind 127.0.0.1 --port "$port" --daemonize yes --save "" --appendonly no \
      --dir "$REDIS_DIR" --pidfile "$REDIS_DIR/$name.pid" --logfile "$REDIS_DIR/$name.log" >&2
    for _ in $(seq 1 50); do
      redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 && break
      sleep 0.1
    done
  fi
  redis_urls+=("redis://127.0.0.1:$port")
done

echo "export TEST_DATABASE_URL=postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
echo "export TEST_REDIS_URL=${redis_urls[0]}"
echo "export TEST_REDIS_URLS=$(IFS=,; echo "${redis_urls[*]}")"
