// messages/GLOSSARY.md names one word per trading term and language and the variants a user must
// never meet; this test reads it and looks for those variants in every message value, in every text
// of the server's localized tables (the server words its errors, notices and mails itself), in the
// server's announcements and banners, in the help articles and in the legal documents.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const languages = ['en', 'ko', 'ja', 'zh-hant'] as const;
type Language = (typeof languages)[number];

interface Forbidden {
  variant: string;
  /** Phrases that contain the variant and are correct (`강제 청산` for `청산`). */
  allowedIn: string[];
}

interface Row {
  term: string;
  use: string;
  forbidden: Forbidden[];
}

/** The rows of the table under each `## … (language)` heading. */
function parseGlossary(markdown: string): Map<Language, Row[]> {
  const tables = new Map<Language, Row[]>();
  let language: Language | null = null;
  let header: string[] | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## .*\(([a-z-]+)\)\s*$/.exec(line);
    if (heading) {
      const code = heading[1] as Language;
      language = languages.includes(code) ? code : null;
      header = null;
      if (language) tables.set(language, []);
      continue;
    }
    if (!language || !line.startsWith('|')) continue;
    const cells = line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim());
    if (!header) {
      header = cells.map((cell) => cell.toLowerCase());
      continue;
    }
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const cell = (name: string) => cells[header?.indexOf(name) ?? -1] ?? '';
    tables.get(language)?.push({
      term: cell('term'),
      use: cell('use'),
      forbidden: parseForbidden(cell('forbidden')),
    });
  }
  return tables;
}

/** "`청산` (allowed in `강제 청산`, `청산가`), `반대매매`" → two variants, the first with exceptions. */
function parseForbidden(cell: string): Forbidden[] {
  const items: Forbidden[] = [];
  for (const match of cell.matchAll(/`([^`]+)`(?:\s*\(allowed in ([^)]*)\))?/g)) {
    const allowedIn = [...(match[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    items.push({ variant: match[1] ?? '', allowedIn });
  }
  return items;
}

/** How often `forbidden` occurs in `text` outside the phrases it is allowed in. */
function occurrences(text: string, { variant, allowedIn }: Forbidden): number {
  // Longest phrase first, so that one allowed phrase inside another is masked whole.
  const masked = [...allowedIn]
    .sort((a, b) => b.length - a.length)
    .reduce((t, phrase) => t.split(phrase).join('\u0000'), text);
  return masked.split(variant).length - 1;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

/** Where a text comes from (a message key or a server file and line) and what it says. */
interface Text {
  where: string;
  text: string;
}

function messageTexts(language: Language): Text[] {
  const file = path.join(root, 'messages', `${language}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return [...flatten(tree)].map(([key, text]) => ({
    where: `messages/${language}.json ${key}`,
    text,
  }));
}

const HANGUL = /[\uac00-\ud7a3]/;
const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;

/** The language a server text is written in, told by its script (kana: Japanese; Han alone: Chinese). */
function scriptLanguage(text: string): Language {
  if (HANGUL.test(text)) return 'ko';
  if (KANA.test(text)) return 'ja';
  if (HAN.test(text)) return 'zh-hant';
  return 'en';
}

/** The server's localized tables: its non-test TypeScript files that word something in Korean. */
function serverTableFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        if (HANGUL.test(readFileSync(full, 'utf8'))) files.push(full);
      }
    }
  };
  walk(path.join(root, 'server'));
  return files.sort();
}

/** Every string and template piece of the server's tables and data files, by their script. */
function serverTexts(): Map<Language, Text[]> {
  const byLanguage = new Map<Language, Text[]>(languages.map((l) => [l, []]));
  const dataDir = path.join(root, 'server', 'content', 'data');
  for (const name of readdirSync(dataDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const walk = (value: unknown, at: string): void => {
      if (typeof value === 'string') {
        byLanguage
          .get(scriptLanguage(value))
          ?.push({ where: `server/content/data/${name} ${at}`, text: value });
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
      }
    };
    walk(JSON.parse(readFileSync(path.join(dataDir, name), 'utf8')), '');
  }
  for (const file of serverTableFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        byLanguage.get(scriptLanguage(node.text))?.push({
          where: `${path.relative(root, file)}:${line}`,
          text: node.text,
        });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return byLanguage;
}

/** The help articles (`help`) or legal documents (`legal`) of a language, line by line. */
function contentTexts(folder: 'help' | 'legal', language: Language): Text[] {
  const dir = path.join(root, 'content', folder, language);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) =>
      readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .map((text, line) => ({
          where: `content/${folder}/${language}/${name}:${line + 1}`,
          text,
        })),
    );
}

const glossary = parseGlossary(readFileSync(path.join(root, 'messages', 'GLOSSARY.md'), 'utf8'));
const server = serverTexts();

describe('the trading glossary (messages/GLOSSARY.md)', () => {
  it('reads a forbidden variant with the phrases it is allowed in', () => {
    const [liquidation, reverse] = parseForbidden(
      '`청산` (allowed in `강제 청산`, `청산 가격`), `반대매매`',
    );
    expect(liquidation).toEqual({ variant: '청산', allowedIn: ['강제 청산', '청산 가격'] });
    expect(reverse).toEqual({ variant: '반대매매', allowedIn: [] });
    if (!liquidation) return;
    expect(occurrences('강제 청산 내역', liquidation)).toBe(0);
    expect(occurrences('롱 청산 · 청산 가격', liquidation)).toBe(1);
  });

  it('has a table for each of the four languages', () => {
    for (const language of languages) {
      const rows = glossary.get(language) ?? [];
      expect(rows.length, language).toBeGreaterThan(0);
      expect(
        rows.filter((row) => !row.term || !row.use).map((row) => row.term),
        language,
      ).toEqual([]);
    }
    expect(glossary.get('ko')?.find((row) => row.term === 'Close a position')?.forbidden).toEqual([
      { variant: '청산', allowedIn: ['강제 청산', '청산 가격', '청산가'] },
    ]);
  });

  it('finds the server tables it checks', () => {
    const files = serverTableFiles().map((file) => path.relative(root, file));
    expect(files).toContain('server/auth/codes.ts');
    expect(
      server.get('ko')?.some((t) => t.where.startsWith('server/content/data/notices.json')),
    ).toBe(true);
    expect(server.get('ko')?.length).toBeGreaterThan(0);
    expect(server.get('ja')?.length).toBeGreaterThan(0);
    expect(server.get('zh-hant')?.length).toBeGreaterThan(0);
  });

  it('never forbids the word it tells to use', () => {
    for (const language of languages) {
      const clashes = (glossary.get(language) ?? []).flatMap((row) =>
        (glossary.get(language) ?? []).flatMap((other) =>
          other.forbidden
            .filter((forbidden) => occurrences(row.use, forbidden) > 0)
            .map((forbidden) => `${row.term}: ${row.use} contains ${forbidden.variant}`),
        ),
      );
      expect(clashes, language).toEqual([]);
    }
  });

  it.each(languages)(
    'no %s message, server text, help article or legal document uses a variant the glossary forbids',
    (language) => {
      const texts = [
        ...messageTexts(language),
        ...(server.get(language) ?? []),
        ...contentTexts('help', language),
        ...contentTexts('legal', language),
      ];
      const hits: string[] = [];
      for (const row of glossary.get(language) ?? []) {
        for (const forbidden of row.forbidden) {
          for (const { where, text } of texts) {
            if (occurrences(text, forbidden) > 0) {
              hits.push(`${where}: "${forbidden.variant}" (${row.term}: use ${row.use})`);
            }
          }
        }
      }
      expect(hits).toEqual([]);
    },
  );
});
