import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError, ApiErrorCode } from './envelope';

/**
 * C0 controls (U+0000–U+001F, tab and line breaks included), DEL and the C1 controls
 * (U+0080–U+009F). No field of this API carries them: names, addresses, numbers, codes, tickets,
 * passwords, country codes and base64 documents are single-line printable text (a browser's input
 * cannot even type a tab or a newline into them), so none is let through, not even in free text.
 * NUL in particular would reach PostgreSQL, which refuses it in text values (a 500).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where a string or object key holding a control character sits in a parsed body, query or
 * parameter object: its field path (`email`, `documents.1`), or `root` for the value itself.
 * Walks with its own stack, so no nesting depth a 1 MB body can express overflows it.
 */
export function findControlCharacter(value: unknown, root: string): string | undefined {
  // Nearly every request has none: a walk that builds no paths answers that first.
  if (!holdsControlCharacter(value)) return undefined;
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (CONTROL_CHARACTER.test(next.value)) return next.path || root;
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        const name = CONTROL_CHARACTER.test(key) ? JSON.stringify(key) : key;
        const path = next.path ? `${next.path}.${name}` : name;
        if (name !== key) return path;
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

/** Whether any string or key in `value` holds a control character (an explicit stack, as above). */
function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  if (typeof value !== 'object' || value === null) return false;
  const pending: object[] = [value];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const record = next as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      if (CONTROL_CHARACTER.test(key)) return true;
      const child = record[key];
      if (typeof child === 'string') {
        if (CONTROL_CHARACTER.test(child)) return true;
      } else if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
  return false;
}

/**
 * A preValidation hook for every route: strings with control characters are refused with the
 * validation code before any handler, schema or SQL statement sees them.
 */
export function rejectControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const where =
    findControlCharacter(request.params, 'params') ??
    findControlCharacter(request.query, 'query') ??
    findControlCharacter(request.body, 'body');
  if (where === undefined) done();
  else
    done(new ApiError(ApiErrorCode.badParameter, `${where}: control characters are not allowed`));
}
