#!/usr/bin/env bash
# Sets up and starts the exchange on a fresh Debian machine as root: installs the npm packages,
# builds the web app and starts one process serving the app, the APIs and the realtime socket,
# with the embedded database and the market simulator. It prints the URL when ready.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
npm install --no-audit --no-fund --loglevel=error
npx next build
exec npm start
