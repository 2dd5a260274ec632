'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsLoggedIn } from '@/features/session';
import { Link } from '@/components/i18n/link';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { getLeaderQueryOptions } from '../api/leaders';
import type { LeaderProfile } from '../api/schemas';
import { signClass, useFigures } from '../hooks/use-format';
import { FollowForm } from './follow-form';

/** The 30 daily results as bars: up green, down red, scaled to the largest day. */
function DailyBars({ daily }: { daily: LeaderProfile['daily'] }) {
  const t = useTranslations('CopyTrading.Profile');
  const largest = daily.reduce((max, d) => Math.max(max, Math.abs(Number(d.net))), 0) || 1;
  return (
    <div
      role="img"
      aria-label={t('dailyLabel')}
      className="flex h-20 items-center gap-px rounded border border-line p-1"
    >
      {daily.map((d) => {
        // Only the bar's height comes from a float: the figures shown are the server's text.
        const share = Math.abs(Number(d.net)) / largest;
        const down = d.net.startsWith('-');
        return (
          <div key={d.day} className="flex h-full flex-1 flex-col justify-center">
            <div
              className={down ? 'self-stretch bg-down' : 'self-stretch bg-up'}
              style={{ height: `${Math.max(1, share * 50)}%`, marginTop: down ? '50%' : undefined }}
            />
          </div>
        );
      })}
    </div>
  );
}

function Figures({ leader }: { leader: LeaderProfile }) {
  const t = useTranslations('CopyTrading.Leaderboard');
  const figures = useFigures();
  const rows: [string, string, string | null][] = [
    [t('roi'), figures.percent(leader.roi30d, true), leader.roi30d],
    [t('pnl'), `${figures.signedUsdt(leader.pnl30d)} USDT`, leader.pnl30d],
    [t('winRate'), figures.percent(leader.winRate), null],
    [t('followers'), String(leader.followers), null],
    [t('maxDrawdown'), figures.percent(leader.maxDrawdown), null],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {rows.map(([label, value, sign]) => (
        <div key={label} className="rounded border border-line p-2">
          <dt className="text-xs text-fg-muted">{label}</dt>
          <dd className={`tabular font-semibold ${sign === null ? 'text-fg' : signClass(sign)}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A lead trader's public profile, and for a logged-in user the way to follow them. */
export function LeaderProfileDialog({
  leaderId,
  open,
  onOpenChange,
}: {
  leaderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('CopyTrading.Profile');
  const figures = useFigures();
  const errorText = useApiErrorText();
  const loggedIn = useIsLoggedIn();
  const [following, setFollowing] = useState(false);
  const leader = useQuery(getLeaderQueryOptions(leaderId));
  const title = leader.data?.nickname ?? t('title');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={t('description')} size="md">
        {leader.data ? (
          <div className="space-y-4" data-testid="leader-profile">
            <p className="text-sm text-fg-muted">
              {t('since', { time: figures.dateTime(leader.data.since) })} ·{' '}
              {t('closed', { wins: leader.data.wins, closed: leader.data.closedPositions })}
            </p>
            <Figures leader={leader.data} />
            <DailyBars daily={leader.data.daily} />
            {following ? (
              <FollowForm leaderId={leaderId} onDone={() => onOpenChange(false)} />
            ) : (
              <DialogFooter>
                {loggedIn ? (
                  <Button
                    variant="primary"
                    onClick={() => setFollowing(true)}
                    data-testid="follow-open"
                  >
                    {t('follow')}
                  </Button>
                ) : (
                  <Link href="/log-in" className={buttonStyles({ variant: 'primary' })}>
                    {t('logInToFollow')}
                  </Link>
                )}
              </DialogFooter>
            )}
          </div>
        ) : leader.isError ? (
          <p className="text-fg-muted">{errorText(leader.error)}</p>
        ) : (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
