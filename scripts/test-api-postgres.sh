#!/usr/bin/env bash
# Runs the backend test suite against a real PostgreSQL server, started here on loopback and removed after.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  echo "Installing Debian's PostgreSQL server for the backend tests…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

dir=$(mktemp -d /tmp/pg-test.XXXXXX)
port=${PG_TEST_PORT:-55432}
as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
cleanup() {
  as_postgres "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_postgres "$bin/initdb" -D "$dir/data" -U app --auth=trust -E UTF8 --no-locale >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U app app_test

echo "== backend on PostgreSQL ($("$bin/postgres" --version))"
TEST_DATABASE_URL="postgres://app@127.0.0.1:$port/app_test" npx vitest run api
