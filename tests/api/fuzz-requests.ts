import type { OutgoingHttpHeaders } from 'node:http';
import { SeededRandom } from '../../server/market/random';

/**
 * A seeded generator of malformed API requests: wrong types, huge and control-character strings,
 * bad JSON, wrong content types and methods, duplicate and missing fields, broken paths and bad
 * tokens, spread evenly over the routes Fastify registered. Every request is one the server must
 * refuse without a 5xx and without changing a thing; no vitest import, so a script can use it.
 */

export interface FuzzRoute {
  url: string;
  methods: string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** The registered route the request aims at. */
  route: string;
  /** What is wrong with it, for the report. */
  kind: string;
}

export interface FuzzOptions {
  seed: number;
  count: number;
  /** A live session: a share of the requests carry it, with payloads no handler may accept. */
  token?: string;
}

/** Field names of this API's bodies and queries, plus a few it never had. */
const FIELD_NAMES = [
  'email',
  'mobile',
  'dialCode',
  'password',
  'code',
  'ticket',
  'resetTicket',
  'inviteCode',
  'agreement',
  'sliderToken',
  'country',
  'realName',
  'idNumber',
  'documents',
  'acceptRisk',
  'challengeId',
  'x',
  'trace',
  'kind',
  'oldPassword',
  'newPassword',
  'contractId',
  'limit',
  'range',
  'symbol',
  'period',
  'size',
  'lang',
  'to',
  'format',
  'amount',
  'token',
  'id',
  'page',
  'antiPhishingCode',
  'currencyId',
  'network',
  'address',
  'label',
  'status',
  'type',
  'voucherId',
  'state',
  'cursor',
  'contactName',
  'contactEmail',
  'channelType',
  'channelUrl',
  'audienceSize',
  'message',
  'step',
  'leaderId',
  'followId',
  'tradeCap',
  'nickname',
  'sort',
  'constructor',
  'toString',
  'hasOwnProperty',
];

/**
 * A value each field would accept. Payloads send all of them, each with a control character
 * inside, so whichever fields a route reads, the control character is the one fault: without the
 * boundary check, `fuzz\u0000@example.com` is a well-formed address that reaches SQL.
 */
const PLAUSIBLE: Record<string, string | string[]> = {
  email: 'fuzz.target@example.com',
  mobile: '1012345678',
  dialCode: '+82',
  password: 'Abcdef12!',
  oldPassword: 'Abcdef12!',
  newPassword: 'Abcdef12?',
  code: '123456',
  ticket: 'T'.repeat(43),
  resetTicket: 'R'.repeat(43),
  inviteCode: 'INVITE1',
  sliderToken: 'S'.repeat(43),
  country: 'KR',
  realName: 'Fuzz Tester',
  idNumber: 'AB1234',
  documents: ['data:image/png;base64,iVBORw0KGgo='],
  challengeId: 'c1',
  kind: 'login',
  contractId: '1',
  limit: '10',
  range: '60000',
  symbol: 'btcusdt',
  period: '60min',
  size: '10',
  lang: 'en',
  to: 'fuzz.target@example.com',
  format: 'json',
  token: 'A'.repeat(43),
  page: '1',
  antiPhishingCode: 'Fuzz1234',
  currencyId: '1',
  network: 'TRC20',
  address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  label: 'fuzz',
  status: 'pending',
  type: 'deposit',
  voucherId: '1',
  state: 'available',
  cursor: '1',
  contactName: 'Fuzz Partner',
  contactEmail: 'fuzz.partner@example.com',
  channelType: 'website',
  channelUrl: 'https://fuzz.example.com',
  audienceSize: '100',
  message: 'fuzz',
  step: '1',
  leaderId: '1',
  followId: '1',
  tradeCap: '10',
  nickname: 'Fuzz Desk',
  sort: 'roi',
};

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];

/** Strings no field accepts (no e-mail address, phone number or code shape among them). */
const ODD_STRINGS = [
  '',
  '   ',
  '\u00a0',
  'null',
  'undefined',
  'NaN',
  '-Infinity',
  '[object Object]',
  "'; drop table users; --",
  '" or "1"="1',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00%ff%fe',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '\u200b\u200b',
  '\ufeff',
  '🀄'.repeat(40),
  'ǅ'.repeat(300),
  '-1',
  '1e309',
  '0x7fffffff',
  '9'.repeat(400),
];

const HTTP_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'PURGE',
  'M-SEARCH',
];

const BROKEN_JSON = [
  '{',
  '}',
  '{"email":}',
  '{"email":"a"',
  '{"email":"a"}}',
  '{"email":"a",}',
  "{'email':'a'}",
  '{email:1}',
  'nul',
  'tru',
  '-',
  '01',
  '1e999999',
  '"unterminated',
  '{"a":"\\x00"}',
  '{"a":"\\ud800\\u"}',
  '\ufeff{',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '['.repeat(20_000),
  '{"a":'.repeat(5_000),
  `[${'1,'.repeat(50_000)}1`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json'.padEnd(3000, 'x'),
];

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer a',
  'Bearer a b c',
  'Basic dXNlcjpwYXNz',
  'bearer\tx',
  'Token abc',
];

const BOOLEANS = [true, false];

/** Where the request's path goes wrong (or not). */
const PATH_MUTATIONS: ((url: string) => string)[] = [
  (url) => `${url}/`,
  (url) => `${url}%`,
  (url) => `${url}/%ff%fe`,
  (url) => `${url}%E0%A4%A`,
  (url) => `${url}%00`,
  (url) => `${url}%2F..%2F..`,
  (url) => `${url}/..`,
  (url) => url.replace(/\/([^/]*)$/, '//$1'),
  (url) => url.toUpperCase(),
  (url) => `${url};jsessionid=1`,
  (url) => `${url}.json`,
  (url) => url.replace(/[a-z]$/, '%$&'),
];

export function* generateRequests(
  routes: readonly FuzzRoute[],
  options: FuzzOptions,
): Generator<FuzzRequest> {
  const random = new SeededRandom(options.seed, 0x5eed);
  const g = new RequestMaker(random, options.token);
  // Round-robin over the routes: each gets count / routes requests, whatever the draw. Made one
  // at a time as they are sent: at 20 000 requests the huge bodies would not all fit in memory.
  for (let i = 0; i < options.count; i += 1) {
    const route = routes[i % routes.length];
    if (route) yield g.request(route);
  }
}

class RequestMaker {
  constructor(
    private readonly random: SeededRandom,
    private readonly token: string | undefined,
  ) {}

  private int(below: number): number {
    return Math.floor(this.random.next() * below);
  }

  private chance(p: number): boolean {
    return this.random.next() < p;
  }

  private pick<T>(list: readonly T[]): T {
    const value = list[this.int(list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  request(route: FuzzRoute): FuzzRequest {
    const signedIn = this.token !== undefined && this.chance(0.25);
    const method = this.chance(0.75) ? this.pick(route.methods) : this.pick(HTTP_METHODS);
    const pathKind = this.chance(0.8) ? 'path' : 'bad path';
    const path = pathKind === 'path' ? route.url : this.pick(PATH_MUTATIONS)(route.url);
    const headers: OutgoingHttpHeaders = {};
    let kind = signedIn ? 'signed in' : this.authorization(headers);
    if (signedIn) headers.authorization = `Bearer ${this.token}`;
    if (this.chance(0.1)) this.oddHeaders(headers);
    const payload = signedIn ? this.refusedPayload(method) : this.payload(method);
    if (payload.contentType !== undefined) headers['content-type'] = payload.contentType;
    kind += `, ${payload.kind}`;
    if (pathKind !== 'path') kind += `, ${pathKind}`;
    if (!route.methods.includes(method)) kind += ', wrong method';
    const query = payload.query ?? (this.chance(0.3) ? this.query() : '');
    return {
      method,
      path: `${path}${query}`,
      headers,
      ...(payload.body !== undefined ? { body: payload.body } : {}),
      route: route.url,
      kind,
    };
  }

  private authorization(headers: OutgoingHttpHeaders): string {
    switch (this.int(7)) {
      case 4:
        // A signed API-key request with a key nobody holds, or a header that is not a key.
        headers['x-mbx-apikey'] = this.chance(0.5)
          ? this.token64().replace(/[-_]/g, 'x').padEnd(64, 'K')
          : this.pick(['', ' ', 'x'.repeat(5000), 'é', 'null']);
        return 'unknown API key';
      case 0:
        headers.authorization = this.pick(BAD_AUTHORIZATION);
        return 'bad authorization';
      case 1:
        headers.authorization = `Bearer ${this.token64()}`;
        return 'unknown token';
      case 2:
        headers['exch-token'] = this.chance(0.5) ? this.token64() : 'x'.repeat(1 + this.int(300));
        return 'bad exch-token';
      case 3:
        headers.authorization = `Bearer ${'A'.repeat(this.pick([19, 101, 4096]))}`;
        return 'token of a wrong length';
      default:
        return 'no token';
    }
  }

  private token64(): string {
    let text = '';
    for (let i = 0; i < 43; i += 1)
      text += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[this.int(64)];
    return text;
  }

  private oddHeaders(headers: OutgoingHttpHeaders): void {
    headers['device-id'] = this.chance(0.5) ? 'd'.repeat(6000) : 'é\tü';
    headers.language = this.pick(['xx', '', 'zh_CN', '%ff', 'en'.repeat(500)]);
    headers['accept-language'] = this.pick([
      '*',
      ';q=x',
      'ko-KR;q=1e9, ja',
      ',,,,',
      'x'.repeat(4000),
    ]);
  }

  /** A malformed string: control characters, huge, or odd. */
  private badString(): string {
    switch (this.int(4)) {
      case 0: {
        const base = this.pick(['a', 'user', '1', '']);
        return `${base}${this.pick(CONTROL_CHARACTERS)}${this.pick(['', 'x', '@example.com'])}`;
      }
      case 1:
        return this.pick(['x', '9', 'é', '€', 'a@']).repeat(this.pick([300, 5_000, 70_000]));
      default:
        return this.pick(ODD_STRINGS);
    }
  }

  /** Every plausible field, each with a control character inside: the body, or the query of a GET. */
  private plausibleWithControlCharacters(method: string): Payload {
    // Inside the value (trimming cannot take it off); NUL half the time, as SQL refuses only NUL.
    const withControl = (value: string) => {
      const at = 1 + this.int(value.length - 1);
      const control = this.chance(0.5) ? '\u0000' : this.pick(CONTROL_CHARACTERS);
      return `${value.slice(0, at)}${control}${value.slice(at)}`;
    };
    const fields = Object.entries(PLAUSIBLE).map(
      ([name, value]) =>
        [name, Array.isArray(value) ? value.map(withControl) : withControl(value)] as const,
    );
    if (method !== 'GET' && method !== 'HEAD') {
      return json('plausible fields with control characters', Object.fromEntries(fields));
    }
    const query = fields.map(([name, value]) => `${name}=${percentEncoded(String(value))}`);
    return {
      kind: 'plausible query with control characters',
      contentType: undefined,
      body: undefined,
      query: `?${query.join('&')}`,
    };
  }

  /** A value of the wrong type (or a malformed string). */
  private badValue(depth = 0): unknown {
    switch (this.int(8)) {
      case 0:
        return this.pick([-1, 0, 1.5, -0, 1e308, -1e308, 2 ** 53 + 2, 5e-324, 123456789012345]);
      case 1:
        return this.pick(BOOLEANS);
      case 2:
        return null;
      case 3:
        return depth > 2 ? [] : [this.badValue(depth + 1), this.badValue(depth + 1)];
      case 4:
        return depth > 2 ? {} : { [this.pick(FIELD_NAMES)]: this.badValue(depth + 1) };
      case 5:
        return this.chance(0.5) ? Array.from({ length: 2_000 }, () => 0) : [[[[[[[[]]]]]]]];
      default:
        return this.badString();
    }
  }

  private fields(count: number, value: () => unknown): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    for (let i = 0; i < count; i += 1) body[this.pick(FIELD_NAMES)] = value();
    return body;
  }

  /** Anything malformed: what a stranger (or a broken client) might send. */
  private payload(method: string): Payload {
    switch (this.int(10)) {
      case 0:
      case 1:
        return json(
          'wrong types',
          this.fields(1 + this.int(4), () => this.badValue()),
        );
      case 2:
        return json(
          'huge strings',
          this.fields(1 + this.int(3), () => 'z'.repeat(this.pick([10_000, 200_000]))),
        );
      case 3:
        return this.chance(0.5)
          ? json('missing fields', {})
          : { kind: 'no body', contentType: undefined, body: undefined };
      case 4: {
        // Duplicate keys: JSON.parse keeps the last, so the last one is the malformed one.
        const name = this.pick(FIELD_NAMES);
        const text = `{${JSON.stringify(name)}:"first",${JSON.stringify(name)}:${JSON.stringify(this.badValue())}}`;
        return { kind: 'duplicate fields', contentType: 'application/json', body: text };
      }
      case 5:
        return { kind: 'query only', contentType: undefined, body: undefined, query: this.query() };
      case 6:
        return this.plausibleWithControlCharacters(method);
      default:
        return this.refusedPayload(method);
    }
  }

  /**
   * Payloads refused before any handler runs, whatever the route and whoever sends them. A GET or
   * HEAD body is never read, so for those the refusal is in the query (and some GETs do write:
   * guideGoogle stores a new pending secret).
   */
  private refusedPayload(method: string): Payload {
    if (method === 'GET' || method === 'HEAD') {
      return this.chance(0.5)
        ? this.controlCharacterQuery()
        : this.plausibleWithControlCharacters(method);
    }
    switch (this.int(9)) {
      case 0: {
        const body = this.fields(1 + this.int(3), () => this.badString());
        body[this.pick(FIELD_NAMES)] = `ok${this.pick(CONTROL_CHARACTERS)}`;
        return json('control characters', body);
      }
      case 1:
        return json('control character in a key', {
          [`${this.pick(FIELD_NAMES)}${this.pick(CONTROL_CHARACTERS)}`]: 'x',
        });
      case 2:
        return {
          kind: 'not an object',
          contentType: 'application/json',
          body: this.pick(['[]', '[{}]', '"text"', '0', '-1.5', 'true', 'false', '""']),
        };
      case 3:
        return {
          kind: 'bad JSON',
          contentType: 'application/json',
          body: this.chance(0.1)
            ? Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])
            : this.pick(BROKEN_JSON),
        };
      case 4:
        return {
          kind: 'wrong content type',
          contentType: this.pick(CONTENT_TYPES),
          // Never an object without control characters: a JSON parser might still accept it.
          body: this.pick(['email=a%00b', '{"email":"a\\u0000"}', '--x\r\n\r\n--x--', '<a/>', '']),
        };
      case 5:
        return this.controlCharacterQuery();
      case 6:
      case 7:
        return this.plausibleWithControlCharacters(method);
      default:
        return this.chance(0.08)
          ? {
              kind: 'body over the limit',
              contentType: 'application/json',
              body: JSON.stringify({ documents: [`${'q'.repeat(1_100_000)}\u0000`] }),
            }
          : {
              kind: 'control characters in a nested value',
              contentType: 'application/json',
              body: JSON.stringify({
                documents: ['ok', `x${this.pick(CONTROL_CHARACTERS)}`],
                trace: [{ x: 1, t: 'y\u0000' }],
              }),
            };
    }
  }

  private controlCharacterQuery(): Payload {
    return {
      kind: 'control character in the query',
      contentType: undefined,
      body: undefined,
      query: `?${this.pick(FIELD_NAMES)}=${encodeURIComponent(this.pick(CONTROL_CHARACTERS))}`,
    };
  }

  /** A query string of wrong types, duplicates, arrays, huge values and broken encodings. */
  private query(): string {
    const parts: string[] = [];
    for (let i = 0, n = 1 + this.int(3); i < n; i += 1) {
      const name = this.pick(FIELD_NAMES);
      const value = this.pick([
        'abc',
        '-1',
        '0',
        '1.5',
        '1e3',
        '',
        'NaN',
        'Infinity',
        '0x10',
        '99999999999999999999',
        '9'.repeat(5_000),
        '%00',
        '%ff',
        '%E0%A4%A',
        '%',
        '%%',
        '%u0041',
        '+',
        percentEncoded(this.badString()).slice(0, 6_000),
      ]);
      switch (this.int(4)) {
        case 0:
          parts.push(`${name}[]=${value}`, `${name}[]=${value}`);
          break;
        case 1:
          parts.push(`${name}=${value}`, `${name}=${value}`);
          break;
        case 2:
          parts.push(`${name}[a][b]=${value}`);
          break;
        default:
          parts.push(`${name}=${value}`);
      }
    }
    return `?${parts.join('&')}`;
  }
}

interface Payload {
  kind: string;
  contentType: string | undefined;
  body: string | Buffer | undefined;
  query?: string;
}

/** Every UTF-8 byte percent-encoded (encodeURIComponent throws on a lone surrogate). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

function json(kind: string, value: unknown): Payload {
  return { kind, contentType: 'application/json', body: JSON.stringify(value) };
}
