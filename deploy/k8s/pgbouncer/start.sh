#!/bin/sh
# Starts PgBouncer with deploy/k8s/pgbouncer/pgbouncer.ini: writes the database line (PGBOUNCER_DB_HOST, port 5432,
# database and user `portal`) and the userlist (POSTGRES_PASSWORD) into /tmp, which is all it writes.
set -eu
: "${PGBOUNCER_DB_HOST:?set PGBOUNCER_DB_HOST}" "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
printf '[databases]\nportal = host=%s port=%s dbname=portal\n' "$PGBOUNCER_DB_HOST" "${PGBOUNCER_DB_PORT:-5432}" > /tmp/databases.ini
printf '"portal" "%s"\n' "$POSTGRES_PASSWORD" > /tmp/userlist.txt
exec pgbouncer "${PGBOUNCER_INI:-/etc/pgbouncer/pgbouncer.ini}"
