#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a fresh Postgres 15 database.
# Uses DATABASE_URL when given; otherwise starts a throwaway server on a free loopback
# port in a temporary directory and removes it afterwards.
set -euo pipefail

if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq postgresql-15 >/dev/null
  else
    echo "Postgres 15 is missing. Install it with: sudo apt-get install -y postgresql-15" >&2
    exit 1
  fi
fi

as_db_user() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

dir=$(mktemp -d /tmp/wayfare-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  as_db_user "$PG_BIN/pg_ctl -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_db_user "$PG_BIN/initdb -D '$dir/data' -U wayfare --auth=trust >/dev/null"
# A throwaway server: nothing it writes must survive a crash, so it need not wait for the disk.
as_db_user "$PG_BIN/pg_ctl -D '$dir/data' -l '$dir/server.log' -w \
  -o \"-h 127.0.0.1 -p $port -k '$dir' -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start >/dev/null"
as_db_user "$PG_BIN/createdb -h 127.0.0.1 -p $port -U wayfare wayfare_test"

echo "Postgres $($PG_BIN/postgres --version | awk '{print $3}') on 127.0.0.1:$port" >&2
DATABASE_URL="postgres://wayfare@127.0.0.1:$port/wayfare_test" "$@"
