'use client';

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsLoggedIn } from '@/features/session';
import { GUIDED_TOUR_OPEN_EVENT } from '@/lib/guided-tour';
import { getTourStateQueryOptions, useUpdateTour } from '../../api/tour';

// The card and its maths load only when the tour shows: most visits never need them.
const GuidedTour = lazy(() => import('./guided-tour').then((m) => ({ default: m.GuidedTour })));

/**
 * Shows the guided tour once to a logged-in user on the futures screen (the server remembers
 * whether it was seen, skipped or completed), and again when the preferences ask for it.
 */
export function TourHost({ onSwitchToBonus }: { onSwitchToBonus: () => void }) {
  const loggedIn = useIsLoggedIn();
  const state = useQuery({ ...getTourStateQueryOptions(), enabled: loggedIn });
  const update = useUpdateTour();
  const { mutate } = update;
  const [reopened, setReopened] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const open = () => {
      setClosed(false);
      setReopened(true);
      mutate({ status: 'new', step: 0 });
    };
    window.addEventListener(GUIDED_TOUR_OPEN_EVENT, open);
    return () => window.removeEventListener(GUIDED_TOUR_OPEN_EVENT, open);
  }, [mutate]);

  const show = loggedIn && !closed && (reopened || state.data?.show === true);
  if (!show) return null;
  const finish = (status: 'skipped' | 'completed', step: number) => {
    setClosed(true);
    setReopened(false);
    update.mutate({ status, step });
  };
  return (
    <Suspense fallback={null}>
      <GuidedTour
        key={reopened ? 'reopened' : 'first'}
        initialStep={reopened ? 0 : (state.data?.step ?? 0)}
        onStep={(step) => update.mutate({ status: 'seen', step })}
        onSkip={(step) => finish('skipped', step)}
        onComplete={() => finish('completed', 4)}
        onSwitchToBonus={() => {
          finish('completed', 4);
          onSwitchToBonus();
        }}
      />
    </Suspense>
  );
}
