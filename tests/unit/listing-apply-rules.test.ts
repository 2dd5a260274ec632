// The listing application's rules are written once (lib/contract/listing-rules.ts) and read twice:
// by the web form (features/listing-apply) and by the server (server/listing/rules.ts, behind the
// API's control-character check), each wording its refusals its own way. These samples hold the
// two to the same answer, field by field.
import {
  applicationFormSchema,
  emptyApplication,
  toRequestBody,
  type ApplicationFormValues,
} from '@/features/listing-apply/model/application-form';
import { findControlCharacter } from '../../server/api/control-characters';
import { listingApplicationSchema, listingProblems } from '../../server/listing/rules';

const valid: ApplicationFormValues = {
  ...emptyApplication,
  projectName: 'Aurora Protocol',
  website: 'https://aurora.example',
  description: 'Aurora is a lending protocol with audited contracts and 40,000 users.',
  tokenSymbol: 'AUR',
  chain: 'ethereum',
  contractAddress: `0x${'a1B2'.repeat(10)}`,
  contactName: 'Mina Park',
  contactEmail: 'mina@aurora.example',
};

const sample = (overrides: Partial<ApplicationFormValues>) => ({ ...valid, ...overrides });
const base58 = (length: number) =>
  '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.repeat(3).slice(0, length);

const accepted: [string, ApplicationFormValues][] = [
  ['the complete form', valid],
  [
    'every optional field filled',
    sample({
      whitepaperUrl: 'https://aurora.example/wp.pdf',
      telegram: '@aurora_team',
      marketCapUsd: '12500000',
      dailyVolumeUsd: '850000.50',
    }),
  ],
  [
    'blank optional fields, spaces only',
    sample({ whitepaperUrl: '   ', telegram: ' ', marketCapUsd: '' }),
  ],
  ['a Telegram name without @', sample({ telegram: 'aurora_team' })],
  ['amounts of 0 and 0.5', sample({ marketCapUsd: '0', dailyVolumeUsd: '0.5' })],
  [
    'amounts with leading zeros and 15 digits',
    sample({ marketCapUsd: '007', dailyVolumeUsd: '999999999999999.99' }),
  ],
  ['a 2-character symbol of digits', sample({ tokenSymbol: '42' })],
  ['a 12-character symbol', sample({ tokenSymbol: 'ABCDEFGHIJKL' })],
  ['a 2-character project name', sample({ projectName: 'AB' })],
  ['a 100-character project name', sample({ projectName: 'P'.repeat(100) })],
  ['a description of exactly 50 characters', sample({ description: 'd'.repeat(50) })],
  [
    'a description of 2000 characters with spaces around',
    sample({ description: `  ${'d'.repeat(2000)}  ` }),
  ],
  ['a website with a path and query', sample({ website: 'https://aurora.example/en?ref=1' })],
  ['an e-mail with a plus', sample({ contactEmail: 'mina+listing@aurora.example' })],
  [
    'an upper-case EVM address on BNB Smart Chain',
    sample({ chain: 'bsc', contractAddress: `0x${'AB'.repeat(20)}` }),
  ],
  ['a Solana address', sample({ chain: 'solana', contractAddress: base58(44) })],
  ['a TRON address', sample({ chain: 'tron', contractAddress: `T${base58(33)}` })],
  ['a TON address', sample({ chain: 'ton', contractAddress: `EQ${'a'.repeat(46)}` })],
  ['a raw TON address', sample({ chain: 'ton', contractAddress: `0:${'f'.repeat(64)}` })],
  ['an address on another network', sample({ chain: 'other', contractAddress: 'cosmos1abc.def' })],
];

const refused: [string, ApplicationFormValues][] = [
  ['no project name', sample({ projectName: '' })],
  ['a one-letter project name with spaces', sample({ projectName: ' A ' })],
  ['a 101-character project name', sample({ projectName: 'P'.repeat(101) })],
  ['a lower-case symbol', sample({ tokenSymbol: 'aur' })],
  ['a one-character symbol', sample({ tokenSymbol: 'A' })],
  ['a 13-character symbol', sample({ tokenSymbol: 'ABCDEFGHIJKLM' })],
  ['a symbol with a dash', sample({ tokenSymbol: 'AU-R' })],
  ['no network', sample({ chain: '' })],
  ['no address', sample({ contractAddress: '' })],
  ['a short EVM address', sample({ contractAddress: '0x1234' })],
  ['an EVM address without 0x', sample({ contractAddress: 'a1B2'.repeat(10) })],
  [
    'an EVM address on Solana',
    sample({ chain: 'solana', contractAddress: `0x${'ab'.repeat(20)}` }),
  ],
  ['a Solana address with a 0', sample({ chain: 'solana', contractAddress: `0${base58(40)}` })],
  ['a TRON address without its T', sample({ chain: 'tron', contractAddress: `A${base58(33)}` })],
  [
    'a 9-character address on another network',
    sample({ chain: 'other', contractAddress: '123456789' }),
  ],
  ['no website', sample({ website: '' })],
  ['a website over http', sample({ website: 'http://aurora.example' })],
  ['a website without a scheme', sample({ website: 'aurora.example' })],
  ['a website on a bare host', sample({ website: 'https://localhost' })],
  ['a website with credentials', sample({ website: 'https://user:pw@aurora.example' })],
  ['a 201-character website', sample({ website: `https://${'a'.repeat(185)}.example/x` })],
  ['an ftp whitepaper', sample({ whitepaperUrl: 'ftp://aurora.example/wp.pdf' })],
  ['a javascript: whitepaper', sample({ whitepaperUrl: 'javascript:alert(1)' })],
  ['a one-letter contact name', sample({ contactName: 'M' })],
  ['an 81-character contact name', sample({ contactName: 'M'.repeat(81) })],
  ['no e-mail', sample({ contactEmail: '' })],
  ['an e-mail without a domain dot', sample({ contactEmail: 'mina@aurora' })],
  ['an e-mail with a space', sample({ contactEmail: 'mi na@aurora.example' })],
  [
    'a 255-character e-mail',
    sample({ contactEmail: `${'m'.repeat(64)}@${'a'.repeat(182)}.example` }),
  ],
  ['a 4-character Telegram name', sample({ telegram: '@abcd' })],
  ['a Telegram name with a dash', sample({ telegram: 'aurora-team' })],
  ['an amount with 3 decimals', sample({ marketCapUsd: '1.234' })],
  ['a negative amount', sample({ dailyVolumeUsd: '-1' })],
  ['an amount in exponent form', sample({ marketCapUsd: '1e6' })],
  ['an amount with a group separator', sample({ marketCapUsd: '1,000' })],
  ['an amount of 16 digits', sample({ marketCapUsd: '1234567890123456' })],
  ['a 49-character description', sample({ description: 'd'.repeat(49) })],
  ['a description of spaces', sample({ description: ' '.repeat(60) })],
  ['a 2001-character description', sample({ description: 'd'.repeat(2001) })],
  [
    'several fields at once',
    sample({ tokenSymbol: 'x', contractAddress: 'nope', description: 'short', telegram: '@x' }),
  ],
];

const withControlCharacters: [string, ApplicationFormValues][] = [
  [
    'a line break in the description',
    sample({ description: `${'d'.repeat(30)}\n${'d'.repeat(30)}` }),
  ],
  ['a tab in the project name', sample({ projectName: 'Aurora\tProtocol' })],
  ['a NUL in the Telegram name', sample({ telegram: 'aurora\u0000team' })],
  ['a DEL in an otherwise blank whitepaper link', sample({ whitepaperUrl: '\u007f' })],
  ['a C1 control in the e-mail', sample({ contactEmail: 'mina\u0085@aurora.example' })],
];

/** What the server does with a body: the control-character check of every route, then the schema. */
function serverRefusedFields(body: unknown): string[] | 'control' {
  if (findControlCharacter(body, 'body') !== undefined) return 'control';
  const parsed = listingApplicationSchema.safeParse(body);
  return parsed.success
    ? []
    : listingProblems(parsed.error)
        .map((p) => p.field ?? 'body')
        .sort();
}

function formRefusedFields(values: ApplicationFormValues): string[] {
  const parsed = applicationFormSchema.safeParse(values);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].sort();
}

describe('the form and the server agree on listing applications', () => {
  it.each(accepted)('both accept %s, and the server the body the form sends', (_, values) => {
    expect(formRefusedFields(values)).toEqual([]);
    expect(serverRefusedFields(values)).toEqual([]);
    expect(serverRefusedFields(toRequestBody(values))).toEqual([]);
  });

  it.each(refused)('both refuse %s, on the same fields', (_, values) => {
    const fields = formRefusedFields(values);
    expect(fields.length).toBeGreaterThan(0);
    expect(serverRefusedFields(values)).toEqual(fields);
  });

  it.each(withControlCharacters)('both refuse %s', (_, values) => {
    expect(formRefusedFields(values).length).toBeGreaterThan(0);
    expect(serverRefusedFields(values)).toBe('control');
  });

  it('sends the optional fields only when they are filled', () => {
    expect(
      toRequestBody(sample({ telegram: '  ', whitepaperUrl: ' https://aurora.example/wp ' })),
    ).toEqual({
      projectName: 'Aurora Protocol',
      tokenSymbol: 'AUR',
      chain: 'ethereum',
      contractAddress: valid.contractAddress,
      website: 'https://aurora.example',
      whitepaperUrl: 'https://aurora.example/wp',
      contactName: 'Mina Park',
      contactEmail: 'mina@aurora.example',
      description: valid.description,
    });
  });
});
