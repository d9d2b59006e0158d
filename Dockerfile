# Liftline API + storefront + widgets, one instance per container (docs: deployment, "Docker").
#   docker build -t liftline .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… liftline
# Node: the pinned release of .node-version (26.10.0, the active LTS), as `npm start`, `npm test`
# and CI run it; node-version.test.ts checks that both FROM lines name it. Checked for real by
# scripts/check-image.mjs (podman).

# ---- deps: only the manifests and the lockfile, so a source change does not reinstall anything.
# Every workspace package's package.json is listed (deploy-files.test.ts checks the list).
FROM node:26.10.0-bookworm-slim AS deps
ENV CI=true
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY .node-version ./
COPY scripts/pnpm.mjs scripts/pinned-node.mjs scripts/
COPY packages/sdk/package.json packages/sdk/
COPY packages/widgets/package.json packages/widgets/
COPY packages/storefront/package.json packages/storefront/
COPY packages/server/package.json packages/server/
COPY examples/node-integrator/package.json examples/node-integrator/
# The pinned pnpm (package.json "packageManager"), installed once into .tools/.
RUN node scripts/pnpm.mjs --version

# ---- prod-deps: the server's production dependencies alone (node_modules/.pnpm holds nothing else).
FROM deps AS prod-deps
RUN node scripts/pnpm.mjs install --prod --frozen-lockfile --filter @liftline/server \
    --reporter=append-only

# ---- build: every dependency with the dev tools (its own layer), then the sources and the build.
FROM deps AS build
RUN node scripts/pnpm.mjs install --frozen-lockfile --reporter=append-only
COPY . .
RUN node scripts/pnpm.mjs -r --filter '!./examples/**' run build \
 && rm -rf node_modules packages/*/node_modules examples/*/node_modules .tools \
    packages/*/src e2e bench examples

# ---- runtime: the built tree and the server's production dependencies, as an unprivileged user.
FROM node:26.10.0-bookworm-slim
# A plain `docker stop` sends SIGTERM and kills after 10 s: the drain must end before that. Give
# SHUTDOWN_GRACE_SECONDS a longer value only together with a longer stop timeout
# (`docker stop -t`, `docker run --stop-timeout`, compose `stop_grace_period`).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SHUTDOWN_GRACE_SECONDS=8
WORKDIR /app
# PGlite's data (DATA_DIR) and uploaded files (ASSETS_DIR) when no DATABASE_URL / S3_BUCKET is set:
# writable by the server's user; mount volumes here to keep them.
RUN install -d -o node -g node /app/data /app/uploads
COPY --from=build --chown=node:node /app /app
COPY --from=prod-deps --chown=node:node /app/node_modules /app/node_modules
COPY --from=prod-deps --chown=node:node /app/packages/server/node_modules /app/packages/server/node_modules
USER node
EXPOSE 3000
# 120 s to start: a first start with SEED_DEMO_DATA renders 250 pictures (59 s on a loaded 2-core machine).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 with no shell in between: SIGTERM (docker stop) starts the drain itself.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "scripts/serve.mjs"]
