#!/usr/bin/env bash
# Starts the demo server from an installed, built checkout: what scripts/start.sh runs after
# `npm install` and `next build`, and what the end-to-end tests start (playwright.config.ts), so a
# difference between the demo and the tested server cannot hide a defect. See scripts/start.sh for
# what the demo turns on.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export HOST="${HOST:-127.0.0.1}"
export DEV_DELIVERY="${DEV_DELIVERY:-on}"
export KYC_AUTO_APPROVE="${KYC_AUTO_APPROVE:-on}"
export DEMO_DEPOSIT="${DEMO_DEPOSIT:-on}"

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
