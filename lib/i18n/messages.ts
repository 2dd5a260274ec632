import type { Locale } from './locales';
import type en from '../../messages/en.json';

export type Messages = typeof en;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../messages/en.json'),
  ko: () => import('../../messages/ko.json') as Promise<{ default: Messages }>,
  ja: () => import('../../messages/ja.json') as Promise<{ default: Messages }>,
  'zh-hant': () => import('../../messages/zh-hant.json') as Promise<{ default: Messages }>,
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
