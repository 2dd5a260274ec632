import { useTranslations } from 'next-intl';

const PARAGRAPHS = ['howTakeOver', 'howCover', 'howAdl'] as const;

/** What the insurance fund is for, rendered on the server (no client JavaScript). */
export function FundExplainer() {
  const t = useTranslations('FundPage');
  return (
    <section aria-labelledby="fund-how" className="max-w-3xl">
      <h2 id="fund-how" className="text-2xl font-semibold text-fg">
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
