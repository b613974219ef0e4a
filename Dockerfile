# The portal's one production image (API, migrator, gateway; deploy/compose and deploy/k8s pick the command):
#   docker build -t classroom-portal:<release> .
# Stage 1 installs the workspace, compiles the API, its migrator and the gateway to JavaScript
# (scripts/build-server.mjs: esbuild) and keeps each package with its production dependencies only (`pnpm deploy --prod`).
# Stage 2 runs them with `node` as the unprivileged `node` user; /app/var (uploads, the PGlite folder of a dev run) is
# the one writable folder, and on Kubernetes the root filesystem is read-only (/tmp and /app/var are emptyDirs).
# The apps reach students through the release store (npm run release -- publish), so no webpack build is needed here.
# Docker does not run in the test suite; deploy/test/recipes.test.ts reads this file and checks what it must say, and
# deploy/test/recipes-boot.test.ts starts the same compiled files with the recipes' environments.
FROM node:24.11.1-bookworm-slim AS build
WORKDIR /src
RUN npm install --global pnpm@12.21.0
# The dependencies first (a layer that changes only with the lockfile), then the sources.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
RUN node scripts/build-server.mjs
RUN pnpm --filter @classroom/api deploy --prod /out/api && pnpm --filter @classroom/deploy deploy --prod /out/deploy

FROM node:24.11.1-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /out/api /app/api
COPY --from=build /out/deploy /app/deploy
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3001 8080 9464
CMD ["node", "api/dist/main.js"]
