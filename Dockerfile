# syntax=docker/dockerfile:1
# The console's image: the one deployable build (`npm run build:prod`, no address in it) served by
# nginx through deploy/start, configured when the container starts:
#
#   docker build -t coupon-admin-console .
#   docker run -p 8080:8080 \
#     -e CONSOLE_API_URL=https://api.example.com/v1 \
#     -e CONSOLE_WEEKLY_API_URL=https://weekly.example.com \
#     -e CONSOLE_PUBLIC_SITE_URL=https://coupons.example.com \
#     coupon-admin-console
#
# A missing or malformed CONSOLE_* value stops the container at once (exit 1, one line naming it).
# See deploy/start for every variable.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-bookworm

# ---- build: dependencies first (cached while package-lock.json is unchanged), then the app ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build:prod

# ---- runtime: the official nginx image, the build and deploy/ only (no node) ----
FROM ${NGINX_IMAGE}
WORKDIR /app
COPY --from=build /src/dist-prod /app/dist-prod
COPY deploy /app/deploy
# deploy/start writes the configured copy, nginx.conf and nginx's pid and temp files here; with a
# read-only root filesystem mount a writable volume (tmpfs) on it.
RUN chmod 0755 /app/deploy/start \
  && mkdir -p /run/console \
  && chown nginx:nginx /run/console
ENV PORT=8080 \
    CONSOLE_RUNTIME_DIR=/run/console
USER nginx
EXPOSE 8080
# nginx finishes the requests in flight on SIGQUIT (the base image's choice, stated here).
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/app/deploy/start", "/app/dist-prod"]
CMD []
