/**
 * The head of a help article file:
 *
 *   ---
 *   title: Funding
 *   summary: How funding payments between longs and shorts work.
 *   updated: 2026-11-25
 *   ---
 */
export interface HelpFrontMatter {
  title: string;
  summary: string;
  /** Calendar date of the last content change, `YYYY-MM-DD`. */
  updated: string;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const LIMITS: Record<keyof HelpFrontMatter, number> = { title: 120, summary: 300, updated: 10 };

function isField(name: string): name is keyof HelpFrontMatter {
  return Object.hasOwn(LIMITS, name);
}

/** Removes one pair of matching quotes around a value. */
function unquote(value: string): string {
  const match = /^(["'])(.*)\1$/.exec(value);
  return match ? (match[2] ?? '') : value;
}

/** Splits a file into its front matter and body; throws a readable error when the head is bad. */
export function parseFrontMatter(source: string): { meta: HelpFrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error('front matter missing: the file must start with a --- block');
  const fields: Partial<HelpFrontMatter> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (line.trim() === '') continue;
    const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    const name = field?.[1] ?? '';
    if (!field) throw new Error(`front matter: cannot read the line "${line}"`);
    if (!isField(name)) throw new Error(`front matter: unknown field "${name}"`);
    fields[name] = unquote((field[2] ?? '').trim());
  }
  const problems: string[] = [];
  for (const name of Object.keys(LIMITS) as (keyof HelpFrontMatter)[]) {
    const value = fields[name];
    if (!value) problems.push(`${name} is missing`);
    else if (value.length > LIMITS[name]) problems.push(`${name} is longer than ${LIMITS[name]}`);
  }
  if (fields.updated && !isCalendarDate(fields.updated)) {
    problems.push('updated must be a calendar date YYYY-MM-DD');
  }
  const { title, summary, updated } = fields;
  if (problems.length > 0 || !title || !summary || !updated) {
    throw new Error(`front matter: ${problems.join('; ')}`);
  }
  return { meta: { title, summary, updated }, body: text.slice(match[0].length) };
}
