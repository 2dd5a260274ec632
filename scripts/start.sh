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
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export HOST="${HOST:-127.0.0.1}"
export DEV_DELIVERY="${DEV_DELIVERY:-on}"
export KYC_AUTO_APPROVE="${KYC_AUTO_APPROVE:-on}"
export DEMO_DEPOSIT="${DEMO_DEPOSIT:-on}"
npm install --no-audit --no-fund --loglevel=error
npx next build

port="${PORT:-3000}"
case "$HOST" in
  ::1 | '[::1]') local_origin="http://[::1]:$port" ;;
  *) local_origin="http://127.0.0.1:$port" ;;
esac
echo
echo "Demo mode (one machine), listening on $HOST port $port:"
outbox=no
case "$DEV_DELIVERY" in on | true | 1) [ -z "${SMTP_URL:-}${SMS_WEBHOOK_URL:-}" ] && outbox=yes ;; esac
if [ "$outbox" = yes ]; then
  echo "  DEV_DELIVERY=$DEV_DELIVERY      verification codes are not sent; read them, from this machine only, at"
  echo "                       $local_origin/api/dev/outbox?format=html"
else
  echo "  DEV_DELIVERY=$DEV_DELIVERY     codes go through SMTP_URL / SMS_WEBHOOK_URL when set"
fi
echo "  KYC_AUTO_APPROVE=$KYC_AUTO_APPROVE  identity verification is approved at once when on"
echo "  DEMO_DEPOSIT=$DEMO_DEPOSIT      test USDT (up to 100 000 a day) via POST /api/v2/asset/demo/deposit when on;"
echo "                       also the simulated chain (DEPOSIT_SOURCE=demo: \"send test deposit\" confirms in ~30 s)"
echo "                       and the demo withdrawal processor (WITHDRAWAL_PROCESSOR=demo: completes after ~1 min;"
echo "                       large ones wait for: npx tsx server/cli/withdraw.ts list | approve <id> | reject <id> --reason …)"
echo "A real deployment runs \`npm start\` with SMTP_URL or SMS_WEBHOOK_URL and API_KEY_ENCRYPTION_KEY instead (none of the above)."
echo
exec npm start
