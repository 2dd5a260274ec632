'use client';

import { useTranslations } from 'next-intl';
import { checkPassword } from '@/lib/password-rule';

/** The password rule ticked live as the user types (spec §5), in the sign-up form's words. */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useTranslations('Auth.PasswordRules');
  const check = checkPassword(password);
  const rules = [
    { key: 'length', ok: check.length, label: t('length') },
    { key: 'classes', ok: check.classes >= 3, label: t('classes') },
  ];
  const classes = [
    { key: 'upper', ok: check.upper, label: t('upper') },
    { key: 'lower', ok: check.lower, label: t('lower') },
    { key: 'digit', ok: check.digit, label: t('digit') },
    { key: 'special', ok: check.special, label: t('special') },
  ];
  return (
    <ul className="space-y-0.5 text-xs" data-testid="password-rules">
      {rules.map((rule) => (
        <li key={rule.key} data-ok={rule.ok} className={rule.ok ? 'text-up' : 'text-fg-muted'}>
          <span aria-hidden="true">{rule.ok ? '✓' : '○'}</span> {rule.label}
        </li>
      ))}
      <li className="flex flex-wrap gap-x-3 ps-4 text-fg-muted">
        {classes.map((c) => (
          <span key={c.key} data-ok={c.ok} className={c.ok ? 'text-up' : undefined}>
            <span aria-hidden="true">{c.ok ? '✓' : '·'}</span> {c.label}
          </span>
        ))}
      </li>
    </ul>
  );
}
