'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import type { CreatedApiKey } from '../api/create-api-key';
import { useDeleteApiKey } from '../api/delete-api-key';
import { useApiKeys, type ApiKey } from '../api/get-api-keys';
import { useFormatTime } from '../hooks/use-format-time';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { CopyButton } from './copy-button';
import { CreateApiKeyForm } from './create-api-key-dialog';
import { QueryError } from './query-error';

/** The most live keys one account may have (the server's limit). */
export const API_KEYS_MAX = 30;

/** The user's API keys: create one (its secret shown once), see them all, delete one. */
export function ApiKeyManagement() {
  const t = useTranslations('Account.ApiKeys');
  const info = useUserInfoQuery();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const list = keys.data ?? [];

  return (
    <div className="space-y-4" data-testid="api-keys">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {keys.data ? t('count', { count: list.length, max: API_KEYS_MAX }) : null}
        </p>
        {info.data ? (
          <Dialog open={creating} onOpenChange={setCreating}>
            <DialogTrigger asChild>
              <Button ref={createButton} disabled={list.length >= API_KEYS_MAX}>
                {t('createOpen')}
              </Button>
            </DialogTrigger>
            <DialogContent title={t('createTitle')} description={t('createDescription')}>
              <CreateApiKeyForm
                onCreated={(key) => {
                  setCreating(false);
                  setCreated(key);
                  toast({ message: t('created', { label: key.label }), tone: 'success' });
                }}
              />
            </DialogContent>
          </Dialog>
        ) : (
          <Skeleton className="h-10 w-36" />
        )}
      </div>
      {keys.isError && !keys.data ? (
        <QueryError onRetry={() => void keys.refetch()} />
      ) : !keys.data ? (
        <ul aria-busy="true" className="space-y-3">
          {[0, 1].map((row) => (
            <li key={row} className="space-y-2 rounded-lg border border-line p-4">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-full max-w-lg" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-fg-muted"
          data-testid="api-keys-empty"
        >
          {t('empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      )}
      {/* The secret lives in this state only; closing drops it for good. */}
      <ApiKeySecretDialog
        created={created}
        onClose={() => setCreated(null)}
        returnFocusTo={createButton}
      />
    </div>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const t = useTranslations('Account.ApiKeys');
  const formatTime = useFormatTime();
  const remove = useDeleteApiKey();
  return (
    <li className="space-y-3 rounded-lg border border-line p-4" data-testid="api-key-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-medium break-words text-fg">{apiKey.label}</h3>
        <ConfirmDialog
          title={t('deleteTitle')}
          body={t('deleteBody', { label: apiKey.label })}
          confirmLabel={t('delete')}
          variant="danger"
          onConfirm={async () => {
            await remove.mutateAsync({ id: apiKey.id });
            toast({ message: t('deleted', { label: apiKey.label }), tone: 'success' });
          }}
          trigger={
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('deleteNamed', { label: apiKey.label })}
            >
              {t('delete')}
            </Button>
          }
        />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-2">
        <Detail label={t('apiKey')} wide>
          <code className="min-w-0 font-mono break-all" data-testid="api-key-value">
            {apiKey.apiKey}
          </code>
          <CopyButton text={apiKey.apiKey} label={t('apiKey')} />
        </Detail>
        <Detail label={t('permissions')}>
          <span className="flex flex-wrap gap-1">
            {apiKey.permissions.map((permission) => (
              <span
                key={permission}
                className="rounded-full border border-line px-2 py-0.5 text-xs text-fg"
              >
                {t(permission)}
              </span>
            ))}
          </span>
        </Detail>
        <Detail label={t('ipAllowList')}>
          <span className="font-mono break-all">
            {apiKey.ipAllowList.length > 0 ? apiKey.ipAllowList.join(', ') : t('anyAddress')}
          </span>
        </Detail>
        <Detail label={t('createdAt')}>{formatTime(apiKey.createdAt)}</Detail>
        <Detail label={t('lastUsedAt')}>
          {apiKey.lastUsedAt === null ? t('neverUsed') : formatTime(apiKey.lastUsedAt)}
        </Detail>
      </dl>
    </li>
  );
}

function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'min-w-0 md:col-span-2' : 'min-w-0'}>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="mt-0.5 flex min-w-0 items-center gap-2 text-fg">{children}</dd>
    </div>
  );
}
