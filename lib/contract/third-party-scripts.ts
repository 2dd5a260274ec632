/**
 * The two third-party scripts an operator may add to every page (spec: "a customer-support
 * messenger widget and a web analytics tag"), both absent unless configured:
 * `SUPPORT_WIDGET_URL`, and `ANALYTICS_URL` with `ANALYTICS_SITE_ID`. The server's configuration
 * (server/config.ts) refuses to start with a malformed value; the web app (middleware's CSP, the
 * root layout) reads the same variables through `thirdPartyScriptsOf` and ignores what it refuses.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A site id as analytics services issue them (letters, digits and `._:-`). */
export const ANALYTICS_SITE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** An absolute https URL (http only on this machine, for development), else undefined. */
export function scriptUrl(value: string | undefined): URL | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url;
  return undefined;
}

export interface ThirdPartyScripts {
  supportWidget: { src: string; origin: string } | undefined;
  analytics: { src: string; origin: string; siteId: string } | undefined;
}

/** What the environment configures; each script only when its variables are all valid. */
export function thirdPartyScriptsOf(env: Record<string, string | undefined>): ThirdPartyScripts {
  const widget = scriptUrl(env.SUPPORT_WIDGET_URL);
  const analytics = scriptUrl(env.ANALYTICS_URL);
  const siteId = env.ANALYTICS_SITE_ID?.trim() ?? '';
  return {
    supportWidget: widget ? { src: widget.href, origin: widget.origin } : undefined,
    analytics:
      analytics && ANALYTICS_SITE_ID_PATTERN.test(siteId)
        ? { src: analytics.href, origin: analytics.origin, siteId }
        : undefined,
  };
}
