import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevOutbox } from '../auth/transports';
import { ok } from './envelope';

export const DEV_OUTBOX_PATH = '/api/dev/outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development delivery: the codes the server "sent", as JSON or (`?format=html`) a page. Registered
 * only while development delivery is on; with real SMTP/SMS the path answers 404.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  const query = z.object({
    to: z.string().max(254).optional(),
    format: z.enum(['json', 'html']).default('json'),
  });
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    const parsed = query.safeParse(request.query ?? {});
    const q = parsed.success ? parsed.data : { to: undefined, format: 'json' as const };
    const messages = outbox.list(q.to);
    reply.header('x-development-delivery', 'on');
    if (q.format === 'json') return ok({ developmentDelivery: true, messages });
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${new Date(m.sentAt).toISOString()}</td><td>${m.channel}</td><td>${escape(m.to)}</td><td>${escape(m.text)}</td></tr>`,
      )
      .join('');
    reply.header('content-type', 'text/html; charset=utf-8');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return `<!doctype html><html><head><meta charset="utf-8"><title>Development outbox</title></head><body style="font-family:sans-serif">
<h1>Development delivery — not sent to anyone</h1><p>Messages this demo server would have sent by e-mail or SMS. Configure SMTP_URL / SMS_WEBHOOK_URL to deliver for real (this page then disappears).</p>
<table border="1" cellpadding="4"><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr>${rows}</table></body></html>`;
  });
}
