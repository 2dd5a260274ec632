import type en from '../messages/en.json';
import { DEFAULT_CONTRACT_CODE } from './contract/reference-data';

/** Public channels of the exchange: shown in the footer and checked by the official-verification page. */
export const socialLinks = [
  { id: 'facebook', href: 'https://www.facebook.com/exchange.official' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/exchange-official' },
  { id: 'medium', href: 'https://medium.com/@exchange_official' },
  { id: 'telegram', href: 'https://t.me/exchange_official' },
  { id: 'tiktok', href: 'https://www.tiktok.com/@exchange_official' },
  { id: 'x', href: 'https://x.com/exchange_official' },
  { id: 'youtube', href: 'https://www.youtube.com/@exchange_official' },
] as const;

export type SocialId = (typeof socialLinks)[number]['id'];

export const officialChannels = {
  domains: [
    'exchange.example',
    'www.exchange.example',
    'm.exchange.example',
    'api.exchange.example',
  ],
  emails: ['support@exchange.example', 'noreply@exchange.example', 'listing@exchange.example'],
  handles: ['exchange_official', 'exchange.official', 'exchange-official', 'exchange_support'],
} as const;

export type ChannelKind = 'domain' | 'email' | 'handle';

export interface ChannelCheck {
  kind: ChannelKind;
  normalized: string;
  official: boolean;
}

/**
 * Normalises what a user pasted (a URL, an address or an @handle) and checks it against the
 * official list. Look-alike domains ("exchange.example.co") deliberately fail.
 */
export function checkOfficialChannel(input: string): ChannelCheck | undefined {
  const value = input.trim().toLowerCase();
  if (!value) return undefined;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return {
      kind: 'email',
      normalized: value,
      official: (officialChannels.emails as readonly string[]).includes(value),
    };
  }
  const socialUrl =
    /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|x\.com|twitter\.com|facebook\.com|tiktok\.com|youtube\.com|medium\.com|linkedin\.com\/company)\/@?([\w.-]+)\/?$/.exec(
      value,
    );
  if (socialUrl?.[1] || value.startsWith('@')) {
    const handle = (socialUrl?.[1] ?? value.slice(1)).replace(/\/$/, '');
    return {
      kind: 'handle',
      normalized: `@${handle}`,
      official: (officialChannels.handles as readonly string[]).includes(handle),
    };
  }
  const host = value.replace(/^[a-z]+:\/\//, '').split(/[/?#]/)[0] ?? '';
  return {
    kind: 'domain',
    normalized: host,
    official: (officialChannels.domains as readonly string[]).includes(host),
  };
}

/** A footer link: a path of the site (language added by the footer) or a plain anchor/file. */
export interface FooterLink {
  /** Key of its label in the `Footer` messages. */
  label: keyof (typeof en)['Footer'];
  href: string;
  /** Rendered as a plain `<a>` (fragments of the page, files such as the sitemap). */
  plain?: boolean;
}

/** The footer's areas from the spec (community is the social links), in display order. */
export const footerAreas: readonly {
  id: 'product' | 'tools' | 'resources' | 'about' | 'compliance' | 'clauses';
  links: readonly FooterLink[];
}[] = [
  {
    id: 'product',
    links: [
      { label: 'perpetualFutures', href: '/futures' },
      { label: 'fundingRate', href: '/futures/funding-rate' },
      { label: 'insuranceFund', href: '/futures/fund' },
      { label: 'contractSpecifications', href: `/futures/info/${DEFAULT_CONTRACT_CODE}` },
      { label: 'copyTrading', href: '/copy-trading' },
      { label: 'rewards', href: '/rewards' },
      { label: 'referral', href: '/referral' },
    ],
  },
  {
    id: 'tools',
    links: [{ label: 'officialVerification', href: '/official-verification' }],
  },
  {
    id: 'resources',
    links: [
      { label: 'helpCentre', href: '/help' },
      { label: 'announcements', href: '/notices' },
      { label: 'downloadApp', href: '/download' },
      { label: 'sitemap', href: '/sitemap.xml', plain: true },
    ],
  },
  {
    id: 'about',
    links: [
      { label: 'signUp', href: '/sign-up' },
      { label: 'logIn', href: '/log-in' },
      { label: 'listingApplication', href: '/listing-apply' },
    ],
  },
  {
    id: 'compliance',
    links: [
      { label: 'restrictedRegions', href: '#restricted-jurisdictions', plain: true },
      { label: 'securityGuide', href: '/help/security' },
    ],
  },
  {
    id: 'clauses',
    links: [
      { label: 'termsOfUse', href: '/terms' },
      { label: 'privacyPolicy', href: '/privacy' },
      { label: 'riskWarning', href: '#risk-warning', plain: true },
    ],
  },
];
