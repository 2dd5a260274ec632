'use client';

import { Suspense, lazy, type ComponentProps } from 'react';

// The KYC form (react-hook-form, its validation, the country list) is only needed once a screen
// opens the modal: it is its own chunk instead of part of every page's first load.
const LoadedKycModal = lazy(() =>
  import('./kyc-modal').then((module) => ({ default: module.KycModal })),
);

export function KycModal(props: ComponentProps<typeof LoadedKycModal>) {
  return (
    <Suspense fallback={null}>
      <LoadedKycModal {...props} />
    </Suspense>
  );
}
