import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhHant from '@/messages/zh-hant.json';

const catalogues = { en, ko, ja, 'zh-hant': zhHant };

/**
 * next-intl's server translation API answered from the real catalogues, for tests of the
 * section and the QR image:
 *
 *   vi.mock('next-intl/server', async () => (await import('./server-translations')).serverTranslationsMock);
 */
export const serverTranslationsMock = {
  getLocale: async () => 'en',
  getTranslations: async ({
    locale,
    namespace,
  }: {
    locale: keyof typeof catalogues;
    namespace: 'AppDownload';
  }) => createTranslator({ locale, messages: catalogues[locale], namespace }),
};
