#!/bin/sh
# The jobs service. Its configuration is the environment, read by loadConfig() (@seerat/platform).
# The V8 flags are those of the projector's process, where `npm start` runs the jobs (SERVICE_V8_FLAGS).
# exec: node itself receives SIGTERM from the container runtime and shuts down gracefully.
. deploy/start/require-chain-digests.sh
exec node --enable-source-maps --max-semi-space-size=1 portal/dist/services/jobs.mjs
