# syntax=docker/dockerfile:1
# One image for every Node service: command-api, read-api, projector and jobs. It holds the whole
# npm workspace and runs TypeScript with tsx (there is no build step for server code);
# docker-compose.yml chooses the service by its command, one of deploy/start/*.sh.
# Build from the repository root: docker build -f deploy/node-service.Dockerfile .
FROM node:20-bookworm-slim

WORKDIR /app

# The manifests alone first, so a change to the code reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY eventstore/package.json eventstore/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY read-api/package.json read-api/
COPY projector/package.json projector/
COPY jobs/package.json jobs/
COPY portal/package.json portal/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# tsx, which compiles the services below, is a dev dependency of the root: keep dev dependencies.
RUN npm ci --include=dev && npm cache clean --force

COPY . .
# The services compiled ahead (portal/dist), as npm start does: they run on plain Node.
RUN node --import tsx portal/src/build-cli.ts
# DATA_DIR is only a fallback when a secret is not given, but it must be writable by the user.
RUN mkdir -p /app/.data && chown node:node /app/.data

ENV NODE_ENV=production \
    PORT=5000
EXPOSE 5000
USER node
CMD ["sh", "-c", "echo 'Choose a service: deploy/start/<service>.sh' >&2; exit 64"]
