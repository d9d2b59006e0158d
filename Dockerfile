# Liftline API + storefront + widgets, one instance per container (see README, "Running on several
# machines"). Build: docker build -t liftline .   Run: docker run -e DATABASE_URL=… -p 3000:3000 liftline

# ---- build: the whole workspace with its dev tools, then only production dependencies are kept
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN node -e "import('./scripts/install.mjs').then((m) => process.exit(m.install()))" \
 && node scripts/pnpm.mjs -r --filter='!./examples/**' run build \
 && node scripts/pnpm.mjs install --prod --frozen-lockfile --config.confirmModulesPurge=false \
 && rm -rf .tools packages/*/src e2e bench examples

# ---- runtime: the built tree and production dependencies, as an unprivileged user
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 with no shell in between: SIGTERM (docker stop) starts the drain itself.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "scripts/serve.mjs"]
