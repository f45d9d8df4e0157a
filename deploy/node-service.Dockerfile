# syntax=docker/dockerfile:1
# One image for every Node service: command-api, read-api, projector and jobs. It holds the whole
# npm workspace and runs the services compiled ahead into portal/dist (the build step below);
# docker-compose.yml chooses the service by its command, one of deploy/start/*.sh.
# Build from the repository root: docker build -f deploy/node-service.Dockerfile .
FROM node:20-bookworm-slim

WORKDIR /app

# The manifests alone first, so a change to the code reuses the installed dependencies. Every
# workspace's manifest: npm ci installs from the lockfile alone (portal/test/supply-chain checks it).
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY domain/package.json domain/
COPY eventstore/package.json eventstore/
COPY platform/package.json platform/
COPY access/package.json access/
COPY command-api/package.json command-api/
COPY read-api/package.json read-api/
COPY projector/package.json projector/
COPY jobs/package.json jobs/
COPY portal/package.json portal/
COPY demo-data/package.json demo-data/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Production dependencies only: no test, lint or bench tools in the image. tsx and esbuild, which
# compile the services below (as npm start does), are production dependencies.
RUN npm ci --omit=dev && npm cache clean --force

COPY . .
# The services compiled ahead (portal/dist), as npm start does: they run on plain Node.
RUN node --import tsx portal/src/build-cli.ts
# DATA_DIR is only a fallback when a secret is not given, but it must be writable by the user.
RUN mkdir -p /app/.data && chown node:node /app/.data
# The chain-digest volume's mount point: a new named volume takes this owner.
RUN mkdir -p /var/lib/seerat/chain-digests && chown node:node /var/lib/seerat/chain-digests

ENV NODE_ENV=production \
    PORT=5000
EXPOSE 5000
USER node
CMD ["sh", "-c", "echo 'Choose a service: deploy/start/<service>.sh' >&2; exit 64"]
