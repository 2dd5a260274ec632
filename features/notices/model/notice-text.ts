/** A notice's text as paragraphs: the server separates them with a blank line. */
export function noticeParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The categories the content files allow (server/content/load-content.ts). */
export const NOTICE_CATEGORIES = [
  'listing',
  'maintenance',
  'futures',
  'security',
  'activity',
  'announcement',
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** A category this app has words for; anything newer reads as a general announcement. */
export function noticeCategory(category: string): NoticeCategory {
  return (NOTICE_CATEGORIES as readonly string[]).includes(category)
    ? (category as NoticeCategory)
    : 'announcement';
}

/** Notice ids are positive integers as the route table accepts them (`/notices/<digits>`). */
export function parseNoticeId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}
