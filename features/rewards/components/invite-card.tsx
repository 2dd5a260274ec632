'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/toast';
import { qrCodeShape } from '@/lib/qr-code';
import { getReferralInfoQueryOptions } from '../api/get-referral';
import type { ReferralInfo } from '../api/schemas';
import { useUsdt } from '../hooks/use-format';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { LoadingBlock } from './section';

/** The link a friend opens to sign up with the code: this site, the page's language. */
export function inviteLink(origin: string, locale: string, invitePath: string): string {
  return `${origin}/${locale}${invitePath.startsWith('/') ? invitePath : `/${invitePath}`}`;
}

function CopyText({ text, label }: { text: string; label: string }) {
  const t = useTranslations('Referral.Invite');
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={label}
      onClick={() => {
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (!clipboard) {
          toast({ message: t('copyFailed'), tone: 'error' });
          return;
        }
        clipboard.writeText(text).then(
          () => toast({ message: t('copied'), tone: 'success' }),
          () => toast({ message: t('copyFailed'), tone: 'error' }),
        );
      }}
    >
      {t('copy')}
    </Button>
  );
}

function InviteQr({ link, title }: { link: string; title: string }) {
  const shape = useMemo(() => qrCodeShape(link), [link]);
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
      className="size-40 shrink-0 rounded bg-white"
      data-testid="invite-qr"
    >
      <rect width={shape.size} height={shape.size} fill="#ffffff" />
      <path d={shape.path} fill="#000000" />
    </svg>
  );
}

function InviteDetails({ info }: { info: ReferralInfo }) {
  const t = useTranslations('Referral.Invite');
  const locale = useLocale();
  const usdt = useUsdt();
  const link = inviteLink(window.location.origin, locale, info.invitePath);
  const rate = `${(Number(info.commissionRate) * 100).toFixed(0)}%`;
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <InviteQr link={link} title={t('qrTitle')} />
      <div className="min-w-0 flex-1 space-y-4">
        <div>
          <p className="text-sm text-fg-muted">{t('code')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <p
              className="font-mono text-2xl font-semibold tracking-widest text-fg"
              data-testid="invite-code"
            >
              {info.inviteCode}
            </p>
            <CopyText text={info.inviteCode} label={t('copyCode')} />
          </div>
        </div>
        <div>
          <p className="text-sm text-fg-muted">{t('link')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 break-all text-sm text-fg" data-testid="invite-link">
              {link}
            </p>
            <CopyText text={link} label={t('copyLink')} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <div className="rounded-lg border border-line p-3">
            <dt className="text-sm text-fg-muted">{t('rate')}</dt>
            <dd className="text-lg font-semibold text-fg">{rate}</dd>
          </div>
          <div className="rounded-lg border border-line p-3">
            <dt className="text-sm text-fg-muted">{t('referred')}</dt>
            <dd className="text-lg font-semibold text-fg">{info.referredCount}</dd>
          </div>
          <div className="rounded-lg border border-line p-3">
            <dt className="text-sm text-fg-muted">{t('total')}</dt>
            <dd className="text-lg font-semibold text-fg">
              {usdt(info.totalCommission)} {info.currency}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-fg-muted">{t('howItWorks', { rate })}</p>
      </div>
    </div>
  );
}

/** The user's invite code and link, with a QR code and copy buttons, and the commission totals. */
export function InviteCard() {
  const t = useTranslations('Referral.Invite');
  const info = useQuery(getReferralInfoQueryOptions());
  useQueryErrorToast(info.error);
  if (info.data) return <InviteDetails info={info.data} />;
  if (info.isError) return <p className="text-fg-muted">{t('loadFailed')}</p>;
  return <LoadingBlock label={t('loading')} />;
}
