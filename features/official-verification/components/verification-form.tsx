'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { checkOfficialChannel, type ChannelCheck } from '@/lib/site';

interface VerificationFormProps {
  labels: {
    input: string;
    placeholder: string;
    check: string;
    empty: string;
    verified: string;
    notVerified: string;
  };
}

/** Messages carry a "{value}" placeholder filled with what the user checked. */
function fill(template: string, value: string): string {
  return template.replace('{value}', value);
}

export function VerificationForm({ labels }: VerificationFormProps) {
  const schema = z.object({ channel: z.string().trim().min(1, labels.empty).max(200) });
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
        {labels.input}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="channel"
          type="text"
          autoComplete="off"
          placeholder={labels.placeholder}
          aria-invalid={errors.channel ? true : undefined}
          aria-describedby={errors.channel ? 'channel-error' : undefined}
          className="h-btn-lg flex-1 rounded-lg border border-line bg-bg px-3 text-fg outline-none focus:border-primary"
          {...register('channel')}
        />
        <button
          type="submit"
          className="h-btn-lg rounded-lg bg-primary px-6 font-medium text-primary-fg hover:bg-primary-strong"
        >
          {labels.check}
        </button>
      </div>
      {errors.channel ? (
        <p id="channel-error" role="alert" className="text-sm text-down">
          {errors.channel.message}
        </p>
      ) : null}
      {result ? (
        <p
          role="status"
          data-official={result.official}
          className={`rounded-lg border px-4 py-3 text-sm ${
            result.official
              ? 'border-up/40 bg-up/10 text-up'
              : 'border-down/40 bg-down/10 text-down'
          }`}
        >
          {fill(result.official ? labels.verified : labels.notVerified, result.normalized)}
        </p>
      ) : null}
    </form>
  );
}
