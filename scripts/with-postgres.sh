#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: a temp data folder, a loopback port,
# TEST_DATABASE_URL pointing at it. The cluster is stopped and deleted afterwards, pass or fail.
# Installs Debian's postgresql when no server binaries are found (needs root, as on CI).
set -euo pipefail

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]] && { echo "$dir"; return 0; }
  done
  return 1
}

PG_BIN=$(find_pg_bin || true)
if [[ -z "$PG_BIN" ]]; then
  echo "with-postgres: installing Debian's postgresql" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  PG_BIN=$(find_pg_bin)
fi

PORT=${PG_TEST_PORT:-$((54000 + RANDOM % 900))}
DATA=$(mktemp -d /tmp/sb-pg-XXXXXX)
RUN_AS=()
# initdb refuses to run as root: run the cluster as the postgres user on a folder it owns.
if [[ $(id -u) -eq 0 ]]; then
  chown postgres:postgres "$DATA"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA/db" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DATA"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA/db" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA/db" -l "$DATA/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $DATA -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
