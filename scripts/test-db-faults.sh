#!/usr/bin/env bash
# Database faults against the production build: starts a throwaway PostgreSQL on loopback and
# `node build/server.js` on it, then stops, restarts, freezes (SIGSTOP) and resumes PostgreSQL and
# checks that pages, the API and /healthz answer 503 fast while it is away, that the process stays
# alive, and that it serves again when the database is back (scripts/db-faults.mjs). Needs a build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/postgres.sh

if [ ! -f build/server.js ] || [ ! -f build/index.js ]; then
  echo "No build: run npm run build first." >&2
  exit 1
fi
pg_install

pg_port=${DB_FAULTS_PG_PORT:-55443}
port=${DB_FAULTS_PORT:-4202}
pgdir=$(mktemp -d /tmp/db-faults-pg.XXXXXX)
work=$(mktemp -d /tmp/db-faults.XXXXXX)
server_pid=""
cleanup() {
  local status=$?
  # A frozen server must run again before anything can stop it.
  if [ -f "$pgdir/data/postmaster.pid" ]; then
    pm=$(head -n 1 "$pgdir/data/postmaster.pid" 2>/dev/null || true)
    if [ -n "$pm" ]; then kill -CONT $(pgrep -P "$pm" 2>/dev/null || true) "$pm" 2>/dev/null || true; fi
  fi
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  if [ "$status" != "0" ] && [ -f "$work/server.log" ]; then
    echo "-- last lines of the server's log:"
    tail -n 30 "$work/server.log"
  fi
  pg_stop "$pgdir"
  rm -rf "$work"
}
trap cleanup EXIT

pg_start "$pgdir" "$pg_port"
pg_as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$pg_port" -U app app

echo "== database faults: node build/server.js on port $port, PostgreSQL on port $pg_port"
# The page cache and the answer cache are off: a page or a backend answer kept before the outage
# would still be served from memory during it, and every page here must ask the database to show
# how a render fails and recovers.
DATABASE_URL="postgres://app@127.0.0.1:$pg_port/app" DATA_DIR="$work/data" PORT="$port" \
  HOST=127.0.0.1 NODE_ENV=production LOG_REQUESTS=0 SHUTDOWN_TIMEOUT_MS=3000 PAGE_CACHE_SECONDS=0 \
  ANSWER_CACHE_SECONDS=0 node build/server.js >"$work/server.log" 2>&1 &
server_pid=$!

PG_AS_POSTGRES=$([ "$(id -u)" = "0" ] && echo 1 || echo 0) \
  PG_BIN="$PG_BIN" PG_DIR="$pgdir" PG_START_OPTIONS="$(pg_options "$pgdir" "$pg_port")" \
  BASE_URL="http://127.0.0.1:$port" SERVER_PID="$server_pid" \
  node scripts/db-faults.mjs
