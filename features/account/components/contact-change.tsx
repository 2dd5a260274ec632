'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { DialCodeCombobox } from '@/components/ui/dial-code-combobox';
import { Dialog, DialogContent, DialogFormFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { useCountryList } from '@/features/market';
import {
  isStepUpCancelled,
  SecurityChangeNotice,
  SendCodeButton,
  useStepUp,
} from '@/features/security-verification';
import { errorField } from '@/lib/contract/wire/error-codes';
import { isApiError } from '@/lib/http';
import { defaultDialCode } from '@/lib/contact-rules';
import { useSendContactCode } from '../api/send-contact-code';
import { useUpdateContact } from '../api/update-contact';
import {
  contactAddressOf,
  contactChangeSchema,
  type ContactChangeValues,
  type ContactKind,
} from '../utils/form-rules';

/**
 * "Change e-mail" / "Add phone" on the profile: the new address, a code sent to it (proving it is
 * the user's), then the step-up; the server sets or replaces the address. It is a factor change,
 * and its cost is said first.
 */
export function ContactChange({ kind, current }: { kind: ContactKind; current: string | null }) {
  const t = useTranslations('Account');
  const [open, setOpen] = useState(false);
  const adding = current === null;
  const action =
    kind === 'email'
      ? t(adding ? 'Profile.addEmail' : 'Profile.changeEmail')
      : t(adding ? 'Profile.addPhone' : 'Profile.changePhone');
  const title =
    kind === 'email'
      ? t(adding ? 'Contact.addEmailTitle' : 'Contact.changeEmailTitle')
      : t(adding ? 'Contact.addPhoneTitle' : 'Contact.changePhoneTitle');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="shrink-0 text-primary">
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={t('Contact.description')}>
        <ContactChangeForm
          kind={kind}
          current={current}
          onChanged={() => {
            setOpen(false);
            const done =
              kind === 'email'
                ? t(adding ? 'Contact.emailAdded' : 'Contact.emailChanged')
                : t(adding ? 'Contact.phoneAdded' : 'Contact.phoneChanged');
            toast({ message: done, tone: 'success' });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** "+82 1012345678" → "+82": a phone change starts from the account's own country. */
function dialCodeOf(phone: string | null): string | null {
  return phone ? (/^(\+\d{1,4})\s/.exec(phone)?.[1] ?? null) : null;
}

function ContactChangeForm({
  kind,
  current,
  onChanged,
}: {
  kind: ContactKind;
  current: string | null;
  onChanged: () => void;
}) {
  const t = useTranslations('Account.Contact');
  const fields = useTranslations('Auth.Fields');
  const verification = useTranslations('SecurityVerification');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const stepUp = useStepUp();
  const countries = useCountryList();
  const sendCode = useSendContactCode();
  const update = useUpdateContact();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => contactChangeSchema(kind), [kind]);
  const form = useForm<ContactChangeValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      dialCode: (kind === 'phone' ? dialCodeOf(current) : null) ?? defaultDialCode(locale),
      mobile: '',
      code: '',
    },
  });
  const dialCode = useController({ control: form.control, name: 'dialCode' });
  const errors = form.formState.errors;
  const addressFields = kind === 'email' ? (['email'] as const) : (['dialCode', 'mobile'] as const);
  const addressField = kind === 'email' ? 'email' : 'mobile';

  /**
   * A refusal about the new address itself (taken, malformed) or the code goes on its field
   * (lib/contract/wire/error-codes); true when it did.
   */
  const showOnField = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const field = errorField(error.code);
    if (field === 'email' || field === 'mobile') {
      form.setError(addressField, { message: errorText(error) }, { shouldFocus: true });
      return true;
    }
    if (field === 'code') {
      form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      return true;
    }
    return false;
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const address = contactAddressOf(kind, values);
    try {
      await stepUp.run(
        (stepUpToken) => update.mutateAsync({ ...address, code: values.code.trim(), stepUpToken }),
        { endsStepUps: true },
      );
    } catch (error) {
      if (isStepUpCancelled(error) || showOnField(error)) return;
      setServerError(errorText(error));
      return;
    }
    onChanged();
  });

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        data-testid={`contact-change-${kind}`}
      >
        <SecurityChangeNotice />
        {kind === 'email' ? (
          <TextInput
            label={t('newEmail')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        ) : (
          <div className="grid grid-cols-[9.5rem_1fr] gap-2">
            <DialCodeCombobox
              label={fields('countryCode')}
              countries={countries.data ?? []}
              loading={countries.isPending}
              value={dialCode.field.value}
              onValueChange={dialCode.field.onChange}
              onBlur={dialCode.field.onBlur}
              error={dialCode.fieldState.error?.message}
            />
            <TextInput
              label={t('newMobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              error={errors.mobile?.message}
              {...form.register('mobile')}
            />
          </div>
        )}
        <TextInput
          label={t('code')}
          hint={sentTo ? verification('sentTo', { target: sentTo }) : t('sendHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          trailing={
            <SendCodeButton
              testId="send-contact-code"
              canSend={() => form.trigger([...addressFields], { shouldFocus: true })}
              send={() => sendCode.mutateAsync(contactAddressOf(kind, form.getValues()))}
              onSent={() => {
                const sent = contactAddressOf(kind, form.getValues());
                setSentTo('email' in sent ? sent.email : `${sent.dialCode} ${sent.mobile}`);
              }}
              onRefused={showOnField}
            />
          }
          {...form.register('code')}
        />
        <FormError message={serverError} />
        <DialogFormFooter submitLabel={t('submit')} submitting={form.formState.isSubmitting} />
      </form>
      {stepUp.dialog}
    </>
  );
}
