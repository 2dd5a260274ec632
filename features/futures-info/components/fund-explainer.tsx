import { useTranslations } from 'next-intl';
import { ExplainerSection } from './explainer-section';

const PARAGRAPHS = ['howTakeOver', 'howCover', 'howAdl'] as const;

/** What the insurance fund is for, rendered on the server (no client JavaScript). */
export function FundExplainer() {
  const t = useTranslations('FundPage');
  return (
    <ExplainerSection
      id="fund-how"
      heading={t('howHeading')}
      paragraphs={PARAGRAPHS.map((key) => t(key))}
    />
  );
}
