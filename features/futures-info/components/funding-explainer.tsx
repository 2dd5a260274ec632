import { useTranslations } from 'next-intl';

const PARAGRAPHS = ['howWho', 'howInterval', 'howAmount', 'howFormula', 'howCap'] as const;

/**
 * "How funding works", rendered on the server (no client JavaScript). The figures in the text
 * are the engine's (server/engine/funding.ts): interest 0.01 % per 8 hours, the interest − premium
 * term clamped to ±0.05 %, then each contract's cap.
 */
export function FundingExplainer() {
  const t = useTranslations('FundingRatePage');
  return (
    <section aria-labelledby="funding-how" className="max-w-3xl">
      <h2 id="funding-how" className="text-2xl font-semibold text-fg">
        {t('howHeading')}
      </h2>
      {PARAGRAPHS.map((key) => (
        <p key={key} className="mt-3 leading-relaxed text-fg-muted">
          {t(key)}
        </p>
      ))}
    </section>
  );
}
