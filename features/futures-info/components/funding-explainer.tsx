import { useTranslations } from 'next-intl';
import { ExplainerSection } from './explainer-section';

const PARAGRAPHS = ['howWho', 'howInterval', 'howAmount', 'howFormula', 'howCap'] as const;

/**
 * "How funding works", rendered on the server (no client JavaScript). The figures in the text
 * are the engine's (server/engine/funding.ts): interest 0.01 % per 8 hours, the interest − premium
 * term clamped to ±0.05 %, then each contract's cap.
 */
export function FundingExplainer() {
  const t = useTranslations('FundingRatePage');
  return (
    <ExplainerSection
      id="funding-how"
      heading={t('howHeading')}
      paragraphs={PARAGRAPHS.map((key) => t(key))}
    />
  );
}
