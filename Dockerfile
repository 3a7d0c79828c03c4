# Production image: the API serving the web bundle. Point DATABASE_URL at PostgreSQL (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY desktop/package.json desktop/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
# The code runner's sandbox (bubblewrap, setpriv/prlimit from util-linux) and its eight toolchains.
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends bubblewrap util-linux gcc g++ libc6-dev python3 \
    default-jdk-headless golang-go php-cli mono-mcs \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
# The local code runner needs root (each run drops to its own uid and gets a memory cgroup) and a
# container allowed to create namespaces and write its cgroup (see docs/code-runner.md). Without that it
# refuses runs and says why; set CODE_RUNNER=piston with PISTON_URL to run code on a Piston cluster.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:8080/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/src/main.ts"]
