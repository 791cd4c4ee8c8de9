#!/usr/bin/env bash
# Runs the backend test suite against a real PostgreSQL server, started here on loopback and removed after.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/postgres.sh

pg_install
dir=$(mktemp -d /tmp/pg-test.XXXXXX)
port=${PG_TEST_PORT:-55432}
trap 'pg_stop "$dir"' EXIT

pg_start "$dir" "$port"
pg_as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U app app_test

echo "== backend on PostgreSQL ($("$PG_BIN/postgres" --version))"
TEST_DATABASE_URL="postgres://app@127.0.0.1:$port/app_test" npx vitest run "${@:-api}"
