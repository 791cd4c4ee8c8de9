# A throwaway PostgreSQL server on loopback, for test scripts. Source this file, then:
#   pg_install              installs Debian's `postgresql` (apt) when no server binaries are found
#   pg_start DIR PORT       initialises DIR/data (user `app`, trust) and starts it on 127.0.0.1:PORT
#   pg_options DIR PORT     the server options pg_start uses (to start it again after a stop)
#   pg_stop DIR             stops it at once (also when it is frozen) and removes DIR
# Sets PG_BIN (the server's bin folder). Runs the server as the postgres user when run as root.

PG_BIN=""

pg_as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_install() {
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/postgres" ]; then
    echo "Installing Debian's PostgreSQL server for the tests…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
    PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  export PG_BIN
}

# The server options of pg_start (also for starting it again after a stop).
pg_options() {
  local dir=$1 port=$2
  echo "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off"
}

pg_start() {
  local dir=$1 port=$2
  if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
  pg_as_postgres "$PG_BIN/initdb" -D "$dir/data" -U app --auth=trust -E UTF8 --no-locale >/dev/null
  pg_as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "$(pg_options "$dir" "$port")" start >/dev/null
}

pg_stop() {
  local dir=$1
  if [ -f "$dir/data/postmaster.pid" ]; then
    local pid
    pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)
    # A frozen (SIGSTOP) server cannot stop: let it run first.
    if [ -n "$pid" ]; then
      kill -CONT "$pid" $(pgrep -P "$pid" 2>/dev/null || true) 2>/dev/null || true
    fi
    pg_as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -t 10 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
