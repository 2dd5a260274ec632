'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import {
  isStepUpCancelled,
  SecurityChangeNotice,
  useStepUp,
  type StepUp,
} from '@/features/security-verification';
import { useUserInfoQuery } from '@/features/session';
import { useUnbindGoogle } from '../api/authenticator-binding';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { AuthenticatorGuide } from './authenticator-guide';

type GuideMode = 'setup' | 'replace';

/**
 * The account page's authenticator section. Every change asks for the step-up first (the password
 * and the current second factor): setting one up, changing it for a new app (the old app's code
 * proves the user is there, then the new app scans a new key), and unbinding it.
 */
export function AuthenticatorSettings() {
  const t = useTranslations('Auth.Authenticator');
  const errorText = useApiErrorText();
  const info = useUserInfoQuery();
  const stepUp = useStepUp();
  const [guide, setGuide] = useState<GuideMode | null>(null);
  const [unbinding, setUnbinding] = useState(false);

  if (!info.data) {
    return (
      <div aria-busy="true" className="space-y-2">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  const bound = info.data.googleBound;

  // The guide makes a new secret: it is fetched only once the step-up has passed.
  const openGuide = async (mode: GuideMode) => {
    try {
      await stepUp.confirm();
    } catch (error) {
      if (!isStepUpCancelled(error)) toast({ message: errorText(error), tone: 'error' });
      return;
    }
    setGuide(mode);
  };

  let body;
  if (guide !== null) {
    body = (
      <AuthenticatorGuide
        replacing={guide === 'replace'}
        stepUp={stepUp}
        onCancel={() => setGuide(null)}
        onBound={() => {
          setGuide(null);
          toast({ message: guide === 'replace' ? t('changed') : t('bound'), tone: 'success' });
        }}
      />
    );
  } else if (!bound) {
    body = (
      <div className="space-y-3">
        <SecurityChangeNotice />
        <Button onClick={() => void openGuide('setup')}>{t('start')}</Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-success" data-testid="authenticator-bound">
          ✓ {t('bound')}
        </p>
        <p className="text-sm text-fg-muted">{t('changeNote')}</p>
        <p className="text-sm text-fg-muted">{t('unbindNote')}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void openGuide('replace')}>
            {t('change')}
          </Button>
          <Dialog open={unbinding} onOpenChange={setUnbinding}>
            <DialogTrigger asChild>
              <Button variant="secondary">{t('unbind')}</Button>
            </DialogTrigger>
            <DialogContent title={t('unbindTitle')} description={t('unbindBody')} size="sm">
              <Unbind
                stepUp={stepUp}
                onUnbound={() => {
                  setUnbinding(false);
                  toast({ message: t('unbound'), tone: 'success' });
                }}
              />
            </DialogContent>
          </Dialog>
        </div>
      </div>
    );
  }
  return (
    <>
      {body}
      {stepUp.dialog}
    </>
  );
}

function Unbind({ stepUp, onUnbound }: { stepUp: StepUp; onUnbound: () => void }) {
  const t = useTranslations('Auth.Authenticator');
  const ui = useTranslations('UI');
  const errorText = useApiErrorText();
  const unbind = useUnbindGoogle();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setServerError(null);
    setPending(true);
    try {
      await stepUp.run((stepUpToken) => unbind.mutateAsync({ stepUpToken }), {
        endsStepUps: true,
      });
    } catch (error) {
      if (!isStepUpCancelled(error)) setServerError(errorText(error));
      return;
    } finally {
      setPending(false);
    }
    onUnbound();
  };
  return (
    <div className="space-y-4" data-testid="authenticator-unbind">
      <SecurityChangeNotice />
      <FormError message={serverError} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            {ui('cancel')}
          </Button>
        </DialogClose>
        <Button variant="danger" size="lg" loading={pending} onClick={() => void confirm()}>
          {t('unbindSubmit')}
        </Button>
      </DialogFooter>
    </div>
  );
}
