#!/bin/sh
# The command-api service. Its configuration is the environment, read by loadConfig() (@seerat/platform).
# exec: node itself receives SIGTERM from the container runtime and shuts down gracefully.
exec node --import tsx portal/src/services/command-api.ts
