'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-field';
import { useRouter } from '@/lib/i18n/navigation';
import type { HeroIdentityError } from '../model/hero-identity';

/**
 * The hero's sign-up box: an e-mail address or a mobile number, then the sign-up page opens on
 * the matching tab with the value filled in. The rules load on submit (zod stays out of the home
 * page's first load).
 */
export function HeroSignUp() {
  const t = useTranslations('HomeContent.heroSignUp');
  const router = useRouter();
  const hydrated = useHydrated();
  const [value, setValue] = useState('');
  const [error, setError] = useState<HeroIdentityError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { parseHeroIdentity, signUpHref } = await import('../model/hero-identity');
      const result = parseHeroIdentity(value);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      router.push(signUpHref(result.identity));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex w-full max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
      data-testid="hero-sign-up"
      data-ready={hydrated}
    >
      <div className="min-w-0 flex-1">
        <TextInput
          label={t('label')}
          hideLabel
          placeholder={t('label')}
          name="identity"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          error={error ? t(error === 'empty' ? 'errorEmpty' : 'errorInvalid') : null}
          className="h-btn-lg text-base"
        />
      </div>
      <Button type="submit" size="lg" loading={busy} className="sm:min-w-36">
        {t('submit')}
      </Button>
    </form>
  );
}
