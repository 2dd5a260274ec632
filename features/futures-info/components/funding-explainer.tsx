import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/seo/json-ld';
import { ExplainerSection } from './explainer-section';

const ITEMS = [
  { question: 'faqWho', answer: 'howWho' },
  { question: 'faqInterval', answer: 'howInterval' },
  { question: 'faqAmount', answer: 'howAmount' },
  { question: 'faqFormula', answer: 'howFormula' },
  { question: 'faqCap', answer: 'howCap' },
] as const;

/**
 * "How funding works" as questions and answers, rendered on the server (no client JavaScript),
 * with the same questions as FAQPage structured data for search engines. The figures in the
 * text are the engine's (server/engine/funding.ts): interest 0.01 % per 8 hours, the
 * interest − premium term clamped to ±0.05 %, then each contract's cap.
 */
export function FundingExplainer() {
  const t = useTranslations('FundingRatePage');
  const questions = ITEMS.map((item) => t(item.question));
  const answers = ITEMS.map((item) => t(item.answer));
  return (
    <>
      <ExplainerSection
        id="funding-how"
        heading={t('howHeading')}
        paragraphs={answers}
        questions={questions}
      />
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: questions.map((question, index) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answers[index] },
          })),
        }}
      />
    </>
  );
}
