'use client';

import { useEffect, useState } from 'react';
import { splitLocalePath } from '@/lib/i18n/negotiate';
import { defaultLocale } from '@/lib/i18n/locales';

interface NotFoundText {
  title: string;
  returnHome: string;
}

/**
 * Last resort when the root layout itself fails, so no providers exist: the 404 wording of the
 * URL's language is loaded on demand (English until it arrives) and the link goes to that root.
 */
export default function GlobalError() {
  const [locale] = useState<string>(() =>
    typeof window === 'undefined'
      ? defaultLocale
      : (splitLocalePath(window.location.pathname).locale ?? defaultLocale),
  );
  const [text, setText] = useState<NotFoundText>({
    title: 'Sorry, the page you requested does not exist',
    returnHome: 'Return to homepage',
  });

  useEffect(() => {
    void import(`../messages/${locale}.json`).then(
      (messages: { default: { NotFound: NotFoundText } }) => setText(messages.default.NotFound),
    );
  }, [locale]);

  return (
    <html lang={locale}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '6rem 1rem' }}
      >
        <h1>{text.title}</h1>
        <p>
          <a href={`/${locale}`} style={{ color: '#0d9488' }}>
            {text.returnHome} →
          </a>
        </p>
      </body>
    </html>
  );
}
