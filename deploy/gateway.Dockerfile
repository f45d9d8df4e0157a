# syntax=docker/dockerfile:1
# The gateway: nginx serving the web build and routing /api by method (deploy/nginx/gateway.conf).
# Build from the repository root: docker build -f deploy/gateway.Dockerfile .
FROM node:20-bookworm-slim AS web-build

WORKDIR /app
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
# The build stage needs the web's build tools (dev dependencies); only its output is kept.
RUN npm ci --include=dev

COPY . .
RUN npm run build --workspace web

FROM nginx:1.28-alpine
COPY deploy/nginx/gateway.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/security-headers.conf deploy/nginx/strict-transport-security.conf /etc/nginx/snippets/
COPY --from=web-build /app/web/dist /usr/share/nginx/html
