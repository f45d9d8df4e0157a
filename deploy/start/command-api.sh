#!/bin/sh
# The command-api service. Its configuration is the environment, read by loadConfig() (@seerat/platform).
# The V8 flags are `npm start`'s for this service (SERVICE_V8_FLAGS, portal/src/supervisor/service-runtime.ts).
# exec: node itself receives SIGTERM from the container runtime and shuts down gracefully.
. deploy/start/require-chain-digests.sh
exec node --enable-source-maps --max-semi-space-size=4 portal/dist/services/command-api.mjs
