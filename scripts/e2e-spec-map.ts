/**
 * Which end-to-end specs cover which source files: `npm run test:changed` (scripts/test-changed.ts)
 * runs the specs of the files changed since main. A path matches every rule whose pattern it
 * starts with; a changed spec runs itself. Shared code (components, lib, messages, layouts,
 * middleware) reaches every screen: it runs the shell spec here, and the whole suite (`npm test`)
 * before a merge. e2e-spec-map.test.ts checks that every spec is named by a rule and every name exists.
 */
export interface SpecRule {
  /** Path prefixes from the repository root. */
  paths: string[];
  /** Spec files in tests/e2e. */
  specs: string[];
}

const TRADING = ['trading-journey.spec.ts', 'trading-refusals.spec.ts', 'trading-visitor.spec.ts'];

export const SPEC_RULES: SpecRule[] = [
  {
    paths: ['features/account/', 'app/[lang]/(default)/account/'],
    specs: ['account-security.spec.ts', 'account-api.spec.ts'],
  },
  {
    paths: ['server/api/v2-security-routes.ts', 'server/api/v2-api-key-routes.ts'],
    specs: ['account-security.spec.ts', 'account-api.spec.ts'],
  },
  {
    paths: ['features/security-verification/', 'server/auth/step-up', 'server/auth/security-'],
    specs: ['account-security.spec.ts', 'auth-log-in.spec.ts'],
  },
  {
    paths: ['features/auth/', 'app/[lang]/(auth)/', 'server/auth/'],
    specs: [
      'auth-log-in.spec.ts',
      'auth-sign-up.spec.ts',
      'auth-slider.spec.ts',
      'auth-kyc.spec.ts',
      'kyc-review.spec.ts',
    ],
  },
  { paths: ['features/session/'], specs: ['auth-log-in.spec.ts'] },
  {
    paths: [
      'features/futures/',
      'features/chart/',
      'features/order-book/',
      'app/[lang]/(trading)/',
      'server/engine/',
      'server/services/trading/',
    ],
    specs: [...TRADING, 'trading-screenshots.spec.ts'],
  },
  {
    paths: ['features/chart/', 'lib/contract/chart-indicators'],
    specs: ['chart-indicators.spec.ts', 'chart-depth.spec.ts'],
  },
  {
    paths: [
      'features/chart/model/point-and-figure',
      'features/chart/model/renko',
      'features/chart/model/slot-axis',
      'features/chart/components/box-series',
      'features/chart/components/chart-slot-legend',
      'features/chart/hooks/use-slot-axis',
    ],
    specs: ['chart-bricks.spec.ts'],
  },
  {
    paths: [
      'features/chart/',
      'app/[lang]/(trading)/futures/_components/use-chart-drawing-preferences',
      'server/services/trading/preferences',
    ],
    specs: ['chart-drawings.spec.ts'],
  },
  {
    paths: ['features/order-book/'],
    specs: ['chart-depth.spec.ts'],
  },
  {
    paths: [
      'features/futures/components/order-amend/',
      'features/futures/model/order-amend',
      'features/futures/model/order-edit',
      'server/engine/amend-order',
      'server/services/trading/amend-order',
      'server/compat/binance/order-routes',
    ],
    specs: ['order-amend.spec.ts'],
  },
  {
    paths: [
      'features/futures/components/order-panel/trailing-stop',
      'features/futures/model/trailing-stop',
      'lib/contract/trailing-stop',
      'server/engine/trailing',
      'server/engine/triggers',
    ],
    specs: ['trailing-stop.spec.ts'],
  },
  {
    paths: [
      'features/futures/components/order-panel/scaled-order',
      'features/futures/model/scaled-order',
      'features/futures/components/bottom-tabs/order-group',
      'lib/contract/order-batch',
      'server/engine/place-batch',
      'server/services/trading/place-batch',
    ],
    specs: ['scaled-order.spec.ts'],
  },
  {
    paths: [
      'features/futures/components/dialogs/position-tpsl',
      'features/futures/components/dialogs/partial-tpsl',
      'features/futures/api/add-partial-tpsl',
      'server/engine/triggers',
      'server/services/trading/position-actions',
    ],
    specs: ['position-tpsl-partial.spec.ts'],
  },
  {
    paths: [
      'features/futures/components/bottom-tabs/',
      'features/futures/components/trading-layout/',
      'components/ui/data-cards',
      'components/ui/bottom-sheet',
    ],
    specs: ['trading-phone.spec.ts'],
  },
  {
    paths: ['features/realtime/', 'lib/socket/', 'server/realtime/'],
    specs: ['realtime.spec.ts', 'trading-visitor.spec.ts'],
  },
  {
    paths: [
      'features/market/',
      'features/markets/',
      'server/market/',
      'app/[lang]/(default)/markets/',
    ],
    specs: ['home-markets.spec.ts', 'markets.spec.ts', 'trading-visitor.spec.ts'],
  },
  {
    paths: ['features/home/', 'features/notices/', 'app/[lang]/(default)/page.tsx'],
    specs: ['home-content.spec.ts', 'home-markets.spec.ts'],
  },
  { paths: ['app/[lang]/(default)/notices/'], specs: ['home-content.spec.ts'] },
  {
    paths: [
      'features/futures-info/',
      'app/[lang]/(default)/futures/',
      'app/[lang]/(default)/fees/',
    ],
    specs: ['futures-info.spec.ts', 'contract-info.spec.ts'],
  },
  {
    paths: [
      'features/help/',
      'features/app-download/',
      'features/official-verification/',
      'app/[lang]/(default)/help/',
      'app/[lang]/(default)/download/',
      'app/[lang]/(default)/official-verification/',
    ],
    specs: ['help-download.spec.ts'],
  },
  {
    // The legal documents, their pages and where they are linked from (sign-up, the footer).
    paths: [
      'content/legal/',
      'features/help/',
      'app/[lang]/(default)/terms/',
      'app/[lang]/(default)/privacy/',
      'features/auth/components/sign-up-form.tsx',
      'components/layout/site-footer.tsx',
      'lib/site.ts',
    ],
    specs: ['legal-pages.spec.ts'],
  },
  {
    paths: [
      'features/copy-trading/',
      'app/[lang]/(default)/copy-trading/',
      'server/services/follow/',
      'server/api/v2-follow-routes.ts',
    ],
    specs: ['copy-trading.spec.ts'],
  },
  {
    paths: [
      'features/listing-apply/',
      'app/[lang]/(default)/listing-apply/',
      'server/listing/',
      'server/api/v2-listing-routes.ts',
    ],
    specs: ['listing-apply.spec.ts'],
  },
  {
    // The help centre's contact form, its route and the operator's answer command.
    paths: [
      'features/help/',
      'app/[lang]/(default)/help/',
      'server/support/',
      'server/cli/support.ts',
      'server/api/v2-support-routes.ts',
    ],
    specs: ['support.spec.ts'],
  },
  {
    paths: [
      'features/rewards/',
      'app/[lang]/(default)/rewards/',
      'app/[lang]/(default)/referral/',
      'server/services/rewards/',
      'server/api/v2-rewards-routes.ts',
    ],
    specs: ['rewards.spec.ts'],
  },
  {
    paths: [
      'features/wallet/',
      'app/[lang]/(default)/assets/',
      'app/[lang]/(default)/orders/',
      'server/services/wallet/',
      'server/api/v2-wallet-routes.ts',
      'server/api/v2-asset-routes.ts',
    ],
    specs: ['wallet.spec.ts'],
  },
  { paths: ['server/compat/binance/'], specs: ['binance-ccxt.spec.ts'] },
  {
    // The words of every refusal, and the client and server that choose them.
    paths: [
      'lib/contract/wire/error-codes.ts',
      'lib/http/api-messages.ts',
      'server/error-words.ts',
      'components/providers/api-message-toasts.tsx',
    ],
    specs: ['trading-refusals.spec.ts'],
  },
  {
    paths: ['middleware.ts', 'next.config.ts', 'lib/security/', 'server/http-server.ts'],
    specs: ['security-headers.spec.ts', 'shell.spec.ts'],
  },
  {
    paths: [
      'components/',
      'lib/',
      'messages/',
      'app/[lang]/layout.tsx',
      'app/[lang]/_components/',
      'scripts/serve-demo.sh',
    ],
    specs: ['shell.spec.ts'],
  },
  // The specs that look at every page at once: their own files only (and `npm test`).
  { paths: ['tests/e2e/accessibility.spec.ts'], specs: ['accessibility.spec.ts'] },
  { paths: ['tests/e2e/page-widths.spec.ts'], specs: ['page-widths.spec.ts'] },
];

/** The specs to run for these changed paths (repository-relative), in a stable order. */
export function specsFor(changedPaths: readonly string[]): string[] {
  const specs = new Set<string>();
  for (const changed of changedPaths) {
    const ownSpec = /^tests\/e2e\/([^/]+\.spec\.ts)$/.exec(changed)?.[1];
    if (ownSpec) specs.add(ownSpec);
    for (const rule of SPEC_RULES) {
      if (rule.paths.some((prefix) => changed.startsWith(prefix))) {
        for (const spec of rule.specs) specs.add(spec);
      }
    }
  }
  return [...specs].sort();
}
