'use client';

import { useTranslations } from 'next-intl';
import { Button, IconButton, buttonStyles, linkStyles } from '@/components/ui/button';
import { Link } from '@/components/i18n/link';
import { Section } from './section';

function Star() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
    >
      <path
        d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ButtonsSection() {
  const t = useTranslations('DevUi');
  return (
    <Section id="kit-buttons" title={t('buttons')}>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="buy" size="lg">
          {t('buy')}
        </Button>
        <Button variant="sell" size="lg">
          {t('sell')}
        </Button>
        <Button>{t('deposit')}</Button>
        <Button variant="secondary">{t('transfer')}</Button>
        <Button variant="ghost">{t('cancel')}</Button>
        <Button variant="danger" size="sm">
          {t('closeAll')}
        </Button>
        <Button loading>{t('placing')}</Button>
        <Button disabled>{t('disabled')}</Button>
        <IconButton label={t('favourite')} variant="secondary">
          <Star />
        </IconButton>
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm text-fg">
        <Link
          href="/futures/BTCUSDT"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {t('tradeLink')}
        </Link>
        <Link href="/futures/funding-rate" className={linkStyles}>
          {t('change')}
        </Link>
      </div>
    </Section>
  );
}
