import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevOutbox } from '../auth/transports';
import { ok } from './envelope';

export const DEV_OUTBOX_PATH = '/api/dev/outbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1, in any spelling (IPv4-mapped ::ffff:127.0.0.1 included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}

/** Headers a reverse proxy adds when it relays a request (RFC 7239 and the common de-facto ones). */
const RELAYED = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the peer of this connection is on this machine and speaks for itself. Decided from the
 * TCP socket, never from X-Forwarded-For or Fastify's `request.ip` (headers anyone can send). A
 * reverse proxy on the same host connects from loopback on behalf of every visitor, so a request
 * that carries a proxy's forwarding header is treated as remote whatever its socket says.
 */
export function isLocalClient(raw: IncomingMessage): boolean {
  if (RELAYED.some((name) => raw.headers[name] !== undefined)) return false;
  return isLoopbackAddress(raw.socket.remoteAddress);
}

/**
 * Development delivery: the codes the server "sent", as JSON or (`?format=html`) a page. Registered
 * only while development delivery is on (with real SMTP/SMS the path answers 404), and answered
 * only to clients on this machine: everyone else gets the same 404 as an unknown path, so the
 * codes of every sign-up, login and password reset are not readable from the network.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  const query = z.object({
    to: z.string().max(254).optional(),
    format: z.enum(['json', 'html']).default('json'),
  });
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    if (!isLocalClient(request.raw)) return reply.callNotFound();
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
