import type {
  WirePositionModeAnswer,
  WirePositionSettings,
} from '../../../lib/contract/wire/trading';
import type { z } from 'zod';
import type { Language } from '../../../lib/contract/wire/language';
import * as zm from 'zod/mini';
import {
  wireLeverageInputSchema,
  wireMarginModeInputSchema,
  wirePositionModeInputSchema,
  wireDifferentWallets,
  wireTransferFieldsSchema,
} from '../../../lib/contract/wire/trading-schemas';
import type { WireSpotBalance, WireTransferAnswer } from '../../../lib/contract/wire/wallet';
import {
  ErrorCode,
  userBalances,
  userPositionConfigs,
  userPositions,
  userOpenOrders,
  type AccountType,
  type SetMarginModeCommand,
  type SetPositionModeCommand,
  type WalletRef,
} from '../../engine';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { money } from '../../engine-runtime/units';
import { accountsWire, balanceWire, isBonusAccountType } from '../../engine-runtime/wire';
import { findContract } from '../reference-data';
import { applyCommand } from './engine-command';
import { errorWords } from '../../error-words';
import { requireEngine, TradingError } from './trading-error';
import type { TradingIntent } from './trading-gate';
import { USDT_CURRENCY_ID } from '../../../lib/contract/wire/wallet';
import { positiveUsdt } from '../wallet/wallet-common';

/**
 * What the server adds to a body that names a contract (lib/contract/wire/trading-schemas): that
 * the contract is listed. The body's own rules are the contract's.
 */
export const listedContract = zm.refine<{ contractId?: number | undefined }>(
  (body) => body.contractId === undefined || findContract(body.contractId) !== undefined,
  { message: 'unknown contract', path: ['contractId'] },
);

/** future/transfer: the contract's body, the amount read into minor units (more than 0). */
export const transferInput = zm
  .extend(wireTransferFieldsSchema, {
    amount: positiveUsdt(wireTransferFieldsSchema.shape.amount),
  })
  .check(wireDifferentWallets);

export const leverageInput = wireLeverageInputSchema.check(listedContract);
export const marginModeInput = wireMarginModeInputSchema.check(listedContract);
export const positionModeInput = wirePositionModeInputSchema;

/** Money into futures adds exposure; money back to the spot wallet only reduces it. */
export function transferIntent(input: z.output<typeof transferInput>): TradingIntent {
  return input.to === 'spot' ? 'reduce' : 'open';
}

/** `future/spotBalance`: the spot wallet as the spec lists it (the engine's spot wallet is USDT). */
export function spotBalance(host: EngineHost | undefined, userId: number): WireSpotBalance[] {
  const amount = requireEngine(host).state.spot.get(userId) ?? 0n;
  return [
    {
      currencyId: USDT_CURRENCY_ID,
      real: money(amount),
      trade: money(amount > 0n ? amount : 0n),
      frozen: money(0n),
    },
  ];
}

/** `future/accounts`: each futures account the user has, with its USDT asset and open positions. */
export function futureAccounts(host: EngineHost | undefined, userId: number) {
  const h = requireEngine(host);
  return accountsWire(h.state, h.configs, userId);
}

/** The wallets a transfer touched, as the 3002 balance frames show them. */
function walletsOf(h: EngineHost, userId: number, refs: readonly WalletRef[]) {
  return userBalances(h.state, userId)
    .filter((b) => refs.includes(b.account))
    .map(balanceWire);
}

export async function transfer(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof transferInput>,
): Promise<WireTransferAnswer> {
  const h = requireEngine(host);
  await applyCommand(h, {
    kind: 'transfer',
    ts: now(),
    userId,
    from: input.from,
    to: input.to,
    amount: input.amount,
  });
  return {
    from: input.from,
    to: input.to,
    currencyId: USDT_CURRENCY_ID,
    amount: money(input.amount),
    balances: walletsOf(h, userId, [input.from, input.to]),
  };
}

function positionConfigOf(h: EngineHost, userId: number, accountType: AccountType, id: number) {
  const config = userPositionConfigs(h.state, userId, accountType).find((c) => c.contractId === id);
  if (!config) throw new TradingError(400, 'unknown contract');
  return { accountType, ...config };
}

export async function setLeverage(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof leverageInput>,
): Promise<WirePositionSettings> {
  const h = requireEngine(host);
  await applyCommand(h, { kind: 'setLeverage', ts: now(), userId, ...input });
  return positionConfigOf(h, userId, input.accountType, input.contractId);
}

export async function setMarginMode(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof marginModeInput>,
  language: Language = 'en',
): Promise<WirePositionSettings> {
  const h = requireEngine(host);
  if (input.isolated && isBonusAccountType(input.accountType)) throw bonusRule('cross margin');
  await changeMode(
    h,
    { kind: 'setMarginMode', ts: now(), userId, ...input },
    language,
    input.contractId,
  );
  return positionConfigOf(h, userId, input.accountType, input.contractId);
}

export async function setPositionMode(
  host: EngineHost | undefined,
  now: () => number,
  userId: number,
  input: z.output<typeof positionModeInput>,
  language: Language = 'en',
): Promise<WirePositionModeAnswer> {
  const h = requireEngine(host);
  if (input.hedge && isBonusAccountType(input.accountType)) throw bonusRule('one-way mode');
  await changeMode(h, { kind: 'setPositionMode', ts: now(), userId, ...input }, language, null);
  return { accountType: input.accountType, hedge: input.hedge };
}

/**
 * A mode change, refused while the account holds positions or open orders (on the contract, for
 * the margin mode): worded in the caller's language, with how many of each remain so a client
 * (the Binance layer) can say which one stands in the way.
 */
async function changeMode(
  h: EngineHost,
  command: SetMarginModeCommand | SetPositionModeCommand,
  language: Language,
  contractId: number | null,
): Promise<void> {
  try {
    await applyCommand(h, command);
  } catch (error) {
    if (!(error instanceof TradingError) || error.code !== ErrorCode.PositionsOrOrdersOpen)
      throw error;
    const onScope = (row: { contractId: number }) =>
      contractId === null || row.contractId === contractId;
    const { userId, accountType } = command;
    const data = {
      positions: userPositions(h.state, userId, accountType).filter(onScope).length,
      openOrders: userOpenOrders(h.state, userId, accountType).filter(onScope).length,
    };
    const code = ErrorCode.PositionsOrOrdersOpen;
    throw new TradingError(code, errorWords(code, language, data), data, language);
  }
}

function bonusRule(only: string): TradingError {
  return new TradingError(ErrorCode.NoPermission, `the bonus account trades in ${only} only`);
}
