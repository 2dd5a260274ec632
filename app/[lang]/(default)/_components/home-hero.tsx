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
  rewards,
}: {
  carousel: ReactNode;
  /**
   * The new-user rewards figure from the server's headline (formatted) and the count of the
   * tasks it adds up; null: left out.
   */
  rewards: { amount: string; tasks: number } | null;
}) {
  const t = useTranslations('Home');
  return (
    <section className="home-hero">
      {/* Its look: home-hero.css. */}
      <div>
        <div className="flex min-w-0 flex-col gap-6">
          <h1>{t('headline')}</h1>
          <p className="max-w-2xl text-lg text-fg-muted">{t('subheadline')}</p>
          {rewards !== null ? (
            <p className="text-xl font-medium text-primary" data-testid="home-rewards">
              {t('rewards', { amount: rewards.amount, count: rewards.tasks })}
            </p>
          ) : null}
          <HomeHeroActions />
        </div>
        <div className="w-full min-w-0 max-w-3xl lg:max-w-none">{carousel}</div>
      </div>
    </section>
  );
}
