#!/bin/sh
# Applies migrations, makes sure the superuser from ADMIN_EMAIL/ADMIN_PASSWORD exists, then serves.
set -e
flags="--dir /pb_data --hooksDir /app/pb_hooks --migrationsDir /app/pb_migrations --publicDir /app/pb_public"
/app/pocketbase migrate up $flags
if [ -n "$ADMIN_EMAIL" ] && [ -n "$ADMIN_PASSWORD" ]; then
  /app/pocketbase superuser upsert "$ADMIN_EMAIL" "$ADMIN_PASSWORD" $flags
fi
exec /app/pocketbase serve --http "0.0.0.0:${PORT:-8090}" $flags
