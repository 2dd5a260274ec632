'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getDepthSnapshotQueryOptions } from '@/features/market';
import { useOrderBook, useTopicSubscription, type DepthSnapshot } from '@/features/realtime';
import { toDecimal } from '@/lib/decimal';
import { Topic } from '@/lib/socket/protocol';
import { isOnStep } from '../model/book-rows';

interface KeptBook {
  code: string;
  step: string;
  book: DepthSnapshot;
}

/**
 * A contract's book as the server groups it to `step`, for as long as the component is mounted.
 *
 * At the tick itself it subscribes without a step, the same hold as the contract bar's: the
 * realtime client counts holders per (symbol, step), and a second hold spelled with the step
 * would unsubscribe the shared room when the book switches away from it.
 *
 * The store keeps one book per contract whatever its step, so while the contract bar holds the
 * finer book, frames of both arrive; the last book on this step is kept and shown in between.
 */
export function useSteppedOrderBook(
  contractId: number,
  code: string,
  step: string,
  tickSize: string,
): DepthSnapshot | undefined {
  const atTick = toDecimal(step).equals(toDecimal(tickSize));
  useTopicSubscription(Topic.futureSnapshotDepth, [
    atTick ? { symbol: code } : { symbol: code, step },
  ]);
  // The page prefetches a REST snapshot so the first HTML shows a book; the socket's replaces it.
  const { data: snapshot } = useQuery(getDepthSnapshotQueryOptions(contractId));
  const book = useOrderBook(code) ?? (atTick ? snapshot : undefined);
  // The last book on this step, kept from earlier renders (React's derived-state pattern).
  const [kept, setKept] = useState<KeptBook | null>(null);
  if (atTick || !book) return book;
  if (isOnStep(book, step)) {
    if (kept?.book !== book) setKept({ code, step, book });
    return book;
  }
  return kept && kept.code === code && kept.step === step ? kept.book : book;
}
