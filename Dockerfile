# Production image: the app build, the PocketBase build, and a slim runtime with a pb_data volume.

FROM node:20-bookworm-slim AS app
# Chromium renders the public pages to static HTML after the build (scripts/prerender.mjs).
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig*.json ./
COPY public ./public
COPY src ./src
COPY scripts/prerender.mjs ./scripts/prerender.mjs
COPY scripts/prerender ./scripts/prerender
COPY scripts/lib/paths.mjs scripts/lib/public-routes.mjs scripts/lib/app-routes.mjs ./scripts/lib/
# The hooks' package.json makes seo.js CommonJS, as PocketBase loads it.
COPY pb_hooks/package.json ./pb_hooks/package.json
COPY pb_hooks/lib/seo.js ./pb_hooks/lib/seo.js
COPY server/image_display.json server/load_limits.json server/postal_codes.json ./server/
RUN npm run build

FROM golang:1.25-bookworm AS server
WORKDIR /src/server
COPY server/go.mod server/go.sum ./
RUN go mod download
COPY server/ ./
# SQLite's C library through cgo (server/database.go); the runtime below has the same glibc.
RUN CGO_ENABLED=1 go build -tags no_default_driver -trimpath -ldflags "-s -w" -o /out/pocketbase .

FROM debian:bookworm-slim
# unzip: restoring a backup into the volume (README, Deploying).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates tzdata unzip \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=server /out/pocketbase ./pocketbase
COPY pb_migrations ./pb_migrations
COPY pb_hooks ./pb_hooks
# The tracking hooks read user agents with bowser (require('bowser') from pb_hooks/lib).
COPY --from=app /src/node_modules/bowser ./node_modules/bowser
COPY --from=app /src/pb_public ./pb_public
COPY docker-entrypoint.sh ./docker-entrypoint.sh
VOLUME /pb_data
# 8090: plain HTTP without a domain; 80 and 443 with DOMAIN set (Let's Encrypt).
EXPOSE 8090 80 443
ENTRYPOINT ["/app/docker-entrypoint.sh"]
