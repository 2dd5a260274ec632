import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';

/**
 * What a password or factor change costs, said before the user makes it (the server's rule, the
 * same for the password, the authenticator, the e-mail and the phone): the other sessions end,
 * the API keys are revoked, withdrawals from a new device wait 24 hours, a notice is sent.
 */
export function SecurityChangeNotice({ className }: { className?: string }) {
  const t = useTranslations('SecurityVerification.Consequences');
  return (
    <div
      className={cn(
        'rounded-md border border-warn/60 bg-warn/5 px-3 py-2 text-sm text-fg',
        className,
      )}
      data-testid="security-change-notice"
    >
      <p className="font-medium">{t('heading')}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        <li>{t('sessions')}</li>
        <li>{t('apiKeys')}</li>
        <li>{t('withdrawals')}</li>
        <li>{t('notice')}</li>
      </ul>
    </div>
  );
}
