/**
 * The UI kit page is a development tool: `next dev` shows it, a production server only when
 * UI_KIT_PAGE=on is in its environment. Read per request, so switching it needs no rebuild.
 */
export function isUiKitPageEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.UI_KIT_PAGE === 'on';
}
