'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { HomeHeroActions } from './home-hero-actions';

/**
 * The home page's hero: the headline, the new-user reward (the server's headline figure), the actions and the banners beside
 * them. A client component for the page's data's sake: its words travel as three messages rather
 * than as a server-rendered element tree with every class name.
 */
export function HomeHero({
  carousel,
  rewardsAmount,
}: {
  carousel: ReactNode;
  /** The new-user rewards figure from the server's headline, formatted; null: left out. */
  rewardsAmount: string | null;
}) {
  const t = useTranslations('Home');
  return (
    <section className="border-b border-line bg-gradient-to-b from-primary/10 to-transparent">
      <div className="mx-auto grid max-w-[1600px] gap-10 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:items-center lg:py-20">
        <div className="flex min-w-0 flex-col gap-6">
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-fg md:text-5xl">
            {t('headline')}
          </h1>
          <p className="max-w-2xl text-lg text-fg-muted">{t('subheadline')}</p>
          {rewardsAmount !== null ? (
            <p className="text-xl font-medium text-primary" data-testid="home-rewards">
              {t('rewards', { amount: rewardsAmount })}
            </p>
          ) : null}
          <HomeHeroActions />
        </div>
        <div className="w-full min-w-0 max-w-3xl lg:max-w-none">{carousel}</div>
      </div>
    </section>
  );
}
