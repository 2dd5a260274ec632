#!/usr/bin/env bash
# Sets up and starts the exchange on a fresh Debian machine as root: installs the npm packages,
# builds the web app and starts one process serving the app, the APIs and the realtime socket,
# with the embedded database and the market simulator. It prints the URL when ready.
#
# This is the demo of the whole exchange on one machine, so it turns on what a demo needs and a
# real deployment must not have: codes kept in the development outbox instead of sent, KYC approved
# at once, and the demo deposit. It listens on 127.0.0.1 only (set HOST to choose otherwise).
# `npm start` alone is the production posture: none of these, and it refuses to start without
# SMTP_URL or SMS_WEBHOOK_URL, and without API_KEY_ENCRYPTION_KEY. The demo keeps the API-key
# encryption key it generates in the data folder when none is set.
# scripts/serve-demo.sh starts the server the same way without installing and building: the
# end-to-end tests start theirs with it, so the demo is the path they test.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
npm install --no-audit --no-fund --loglevel=error
npm run build
exec bash scripts/serve-demo.sh
