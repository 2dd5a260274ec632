'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { checkOfficialChannel, type ChannelCheck } from '@/lib/site';

/** Longer than any address or handle: a longer paste is refused with its own message. */
const MAX_CHANNEL_LENGTH = 200;

// The message is a key: the schema lives at module scope, the form translates it.
const schema = z.object({
  channel: z.string().trim().min(1, 'empty').max(MAX_CHANNEL_LENGTH, 'tooLong'),
});

/** Checks a website, e-mail or social account against the official channel list (spec section 6). */
export function VerificationForm() {
  const t = useTranslations('OfficialVerification');
  const [result, setResult] = useState<ChannelCheck | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { channel: '' },
  });

  const onSubmit = handleSubmit(({ channel }) => setResult(checkOfficialChannel(channel)));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="verification-form"
    >
      <label htmlFor="channel" className="text-sm font-medium text-fg">
        {t('inputLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="channel"
          type="text"
          autoComplete="off"
          placeholder={t('placeholder')}
          aria-invalid={errors.channel ? true : undefined}
          aria-describedby={errors.channel ? 'channel-error' : undefined}
          className="h-btn-lg flex-1 rounded-lg border border-line bg-bg px-3 text-fg outline-none focus:border-primary"
          {...register('channel')}
        />
        <Button type="submit" size="lg">
          {t('check')}
        </Button>
      </div>
      {errors.channel ? (
        <p id="channel-error" role="alert" className="text-sm text-error">
          {errors.channel.message === 'tooLong'
            ? t('tooLong', { max: MAX_CHANNEL_LENGTH })
            : t('empty')}
        </p>
      ) : null}
      {result ? (
        <p
          role="status"
          data-official={result.official}
          className={`rounded-lg border px-4 py-3 text-sm ${
            result.official
              ? 'border-success/40 bg-success/10 text-success'
              : 'border-error/40 bg-error/10 text-error'
          }`}
        >
          {t(result.official ? 'verified' : 'notVerified', { value: result.normalized })}
        </p>
      ) : null}
    </form>
  );
}
