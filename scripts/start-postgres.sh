#!/usr/bin/env bash
# Starts a throw-away PostgreSQL 15 (Debian's) on 127.0.0.1:55432 for CI and benchmarks.
# Root may not run the server, so it runs as the postgres user. Prints the DATABASE_URL.
# --for-tests: a server whose data dies with the run (CI): it does not wait for the disk
# (fsync, synchronous_commit and full_page_writes off). Every API test app on PostgreSQL copies
# the seeded template and drops the copy after: with the flushes a copy and a drop took 1.35 s,
# without them (and copied as files) 0.32 s (docs/decisions/0043). Benchmarks start it without:
# they measure what a production server does.
set -euo pipefail
settings=""
if [ "${1:-}" = "--for-tests" ]; then
  settings="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
fi
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGROOT=${PGROOT:-/tmp/portal-pg}
PGPORT=${PGPORT:-55432}
if [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL 15 is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
if ! "$PGBIN/pg_isready" -h 127.0.0.1 -p "$PGPORT" -q 2>/dev/null; then
  mkdir -p "$PGROOT"
  chown postgres:postgres "$PGROOT"
  if [ ! -f "$PGROOT/data/PG_VERSION" ]; then
    su postgres -c "$PGBIN/initdb -D $PGROOT/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
  fi
  su postgres -c "$PGBIN/pg_ctl -D $PGROOT/data -l $PGROOT/log -o '-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c max_connections=200 $settings' -w start" >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
