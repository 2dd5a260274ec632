import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_HEADER } from './request-headers';
import { defaultLocale, isLocale, type Locale } from './locales';
import { INTL_FORMATS, INTL_TIME_ZONE } from './formats';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  let locale: Locale = defaultLocale;
  if (isLocale(requested)) {
    locale = requested;
  } else {
    // Pages outside /[lang] (the root 404) learn the visitor's language from the middleware.
    const fromMiddleware = (await headers()).get(LOCALE_HEADER);
    if (isLocale(fromMiddleware)) locale = fromMiddleware;
  }
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: INTL_TIME_ZONE,
    formats: INTL_FORMATS,
    getMessageFallback: ({ namespace, key }) => [namespace, key].filter(Boolean).join('.'),
    onError: (error) => {
      if (process.env.NODE_ENV !== 'production') console.error(error);
    },
  };
});
