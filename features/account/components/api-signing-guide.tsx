import { useTranslations } from 'next-intl';

const EXAMPLE = `GET /api/futures/future/position/list?timestamp=1767225600000&recvWindow=5000&signature=<hex>
X-MBX-APIKEY: <API key>

signature = hex(HMAC-SHA256(<secret key>, "timestamp=1767225600000&recvWindow=5000" + <body>))`;

const PARTS = [
  { term: 'X-MBX-APIKEY', key: 'header' },
  { term: 'timestamp', key: 'timestamp' },
  { term: 'recvWindow', key: 'recvWindow' },
  { term: 'signature', key: 'signature' },
] as const;

/**
 * How a program signs its requests (server/api/signed-request.ts, Binance's rules): there is no
 * separate API documentation in this product, so the page says it. No 'use client': the page
 * renders it on the server.
 */
export function ApiSigningGuide() {
  const t = useTranslations('Account.Signing');
  return (
    <div className="space-y-4 text-sm text-fg" data-testid="api-signing-guide">
      <p className="text-fg-muted">{t('intro')}</p>
      <dl className="space-y-3">
        {PARTS.map((part) => (
          <div key={part.key} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt>
              <code className="font-mono font-medium">{part.term}</code>
            </dt>
            <dd className="text-fg-muted">{t(part.key)}</dd>
          </div>
        ))}
      </dl>
      <figure className="space-y-1">
        <figcaption className="font-medium">{t('example')}</figcaption>
        <pre
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-line bg-bg-sunken p-3 font-mono text-xs leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <code>{EXAMPLE}</code>
        </pre>
      </figure>
      <ul className="list-disc space-y-1 ps-5 text-fg-muted">
        <li>{t('where')}</li>
        <li>{t('sessionOnly')}</li>
        <li>{t('errors')}</li>
      </ul>
    </div>
  );
}
