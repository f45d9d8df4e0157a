#!/bin/sh
# The command-api service. Its configuration is the environment, read by loadConfig() (@seerat/platform).
# exec: node itself receives SIGTERM from the container runtime and shuts down gracefully.
. deploy/start/require-chain-digests.sh
exec node --enable-source-maps portal/dist/services/command-api.mjs
