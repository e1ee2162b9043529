#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback and prints `export TEST_DATABASE_URL=...` lines to eval.
# Debian's postgresql package is installed if missing. Stop it with: scripts/throwaway-postgres.sh stop <dir>
set -euo pipefail

if [ "${1:-}" = "stop" ]; then
  dir=${2:?usage: throwaway-postgres.sh stop <dir>}
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  exit 0
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

port=${PGPORT:-55432}
dir=${PGROOT:-$(mktemp -d /tmp/lo-pg.XXXXXX)}
chown postgres:postgres "$dir"
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
run "$bin/initdb" -D "$dir/data" -U app --auth=trust -E UTF8 --no-locale >/dev/null
run "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "export TEST_DATABASE_URL=postgres://app@127.0.0.1:$port/postgres"
echo "export THROWAWAY_PGROOT=$dir"
