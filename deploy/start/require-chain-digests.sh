#!/bin/sh
# Sourced by the services that verify the log and publish its digests (command-api, jobs): they
# refuse to start without the shared chain-digest volume, so no replica publishes digests that the
# others never see, or verifies against none. docker-compose.yml mounts it at CHAIN_DIGEST_DIR.
if [ -z "$CHAIN_DIGEST_DIR" ] || [ ! -d "$CHAIN_DIGEST_DIR" ] || [ ! -w "$CHAIN_DIGEST_DIR" ]; then
  echo "Refusing to start: CHAIN_DIGEST_DIR (${CHAIN_DIGEST_DIR:-not set}) must be the writable chain-digest volume shared by every service (deploy/README.md)" >&2
  exit 78
fi
