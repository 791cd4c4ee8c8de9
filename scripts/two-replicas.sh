#!/usr/bin/env bash
# Two replicas on one PostgreSQL: starts a throwaway PostgreSQL on loopback and two production
# servers (`node build/server.js`) on it with the same DATABASE_URL, SESSION_SECRET and FILES_DIR,
# then checks what they share (scripts/two-replicas.mjs): sessions, sign-in failure limits, page
# cache invalidation (LISTEN/NOTIFY) and sign-out. Builds first when there is no build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/postgres.sh

if [ ! -f build/server.js ] || [ ! -f build/index.js ]; then npm run build; fi
pg_install

pg_port=${REPLICAS_PG_PORT:-55441}
port_one=${REPLICAS_PORT_ONE:-4341}
port_two=${REPLICAS_PORT_TWO:-4342}
pgdir=$(mktemp -d /tmp/replicas-pg.XXXXXX)
work=$(mktemp -d /tmp/replicas.XXXXXX)
pids=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  if [ "$status" != "0" ]; then
    for log in "$work"/replica-*.log; do
      [ -f "$log" ] || continue
      echo "-- last lines of $(basename "$log"):"
      tail -n 20 "$log"
    done
  fi
  pg_stop "$pgdir"
  rm -rf "$work"
}
trap cleanup EXIT

pg_start "$pgdir" "$pg_port"
pg_as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$pg_port" -U app app

# One replica at a time: the first start migrates and seeds the empty database.
start_replica() {
  local name=$1 port=$2
  DATABASE_URL="postgres://app@127.0.0.1:$pg_port/app" SESSION_SECRET="replicas-session-secret" \
    DATA_DIR="$work/data-$name" FILES_DIR="$work/files" PORT="$port" HOST=127.0.0.1 \
    NODE_ENV=test CAPTCHA_TEST_ANSWERS=1 LOG_REQUESTS=0 SHUTDOWN_TIMEOUT_MS=3000 \
    node build/server.js >"$work/replica-$name.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 600); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then return 0; fi
    kill -0 "${pids[-1]}" 2>/dev/null || { echo "replica $name stopped" >&2; return 1; }
    sleep 0.1
  done
  echo "replica $name did not answer /healthz within 60 s" >&2
  return 1
}

echo "== two replicas: ports $port_one and $port_two, PostgreSQL on port $pg_port"
start_replica one "$port_one"
start_replica two "$port_two"

ONE="http://127.0.0.1:$port_one" TWO="http://127.0.0.1:$port_two" node scripts/two-replicas.mjs
