import { useTranslations } from 'next-intl';
import { ExplainerSection } from './explainer-section';

const PARAGRAPHS = ['howTiers', 'howLeverage', 'howMaintenance', 'howLiquidation'] as const;

/**
 * "How risk limit tiers work", rendered on the server (no client JavaScript). The rules it states
 * are the engine's (server/engine/risk.ts): a position's tier by its value at the mark price,
 * leverage capping the value a position may reach, maintenance margin = value × rate − amount,
 * liquidation when the margin ratio reaches 100 %.
 */
export function RiskTierExplainer() {
  const t = useTranslations('ContractInfo');
  return (
    <ExplainerSection
      id="risk-tiers-how"
      heading={t('howHeading')}
      paragraphs={PARAGRAPHS.map((key) => t(key))}
    />
  );
}
