#!/bin/sh
# Refuses a demo or missing password unless DEMO=true, applies migrations, makes sure the
# superuser from ADMIN_EMAIL/ADMIN_PASSWORD exists, then serves: over HTTPS with a Let's
# Encrypt certificate (ports 80 and 443) when DOMAIN is set, plain HTTP on PORT otherwise.
set -e
app_dir="${APP_DIR:-/app}"
data_dir="${DATA_DIR:-/pb_data}"
demo_password="ironbridge-demo-2026"

refuse() {
  echo "docker-entrypoint: $1" >&2
  exit 64
}

if [ "$DEMO" != "true" ]; then
  [ -n "$ADMIN_EMAIL" ] || refuse "set ADMIN_EMAIL (the superuser's address; the dashboard mails it a sign-in code)"
  [ -n "$ADMIN_PASSWORD" ] || refuse "set ADMIN_PASSWORD, or DEMO=true to try the site"
  [ "$ADMIN_PASSWORD" != "$demo_password" ] || refuse "ADMIN_PASSWORD is the demo password of .env.example: choose your own, or set DEMO=true to try the site"
  [ "${#ADMIN_PASSWORD}" -ge 12 ] || refuse "ADMIN_PASSWORD must have at least 12 characters"
fi

flags="--dir $data_dir --hooksDir $app_dir/pb_hooks --migrationsDir $app_dir/pb_migrations --publicDir $app_dir/pb_public"
# shellcheck disable=SC2086 # flags holds several arguments on purpose
"$app_dir/pocketbase" migrate up $flags
if [ -n "$ADMIN_EMAIL" ] && [ -n "$ADMIN_PASSWORD" ]; then
  # shellcheck disable=SC2086
  "$app_dir/pocketbase" superuser upsert "$ADMIN_EMAIL" "$ADMIN_PASSWORD" $flags
fi
if [ -n "$DOMAIN" ]; then
  # shellcheck disable=SC2086
  exec "$app_dir/pocketbase" serve "$DOMAIN" --http 0.0.0.0:80 --https 0.0.0.0:443 $flags
fi
# shellcheck disable=SC2086
exec "$app_dir/pocketbase" serve --http "0.0.0.0:${PORT:-8090}" $flags
