/**
 * The command processor: `apply(command) → result with events`. Single-threaded and
 * deterministic; the caller journals each command (see journal.ts) before acknowledging it.
 */
import type { ContractConfig } from './contract-config';
import type { AccountState, MoneyRef, EngineState as State } from './state';
import type { Command, CommandResult, ErrorCodeValue, GrantBonusCommand } from './types';
import { EngineState } from './state';
import { accountRisk, balanceView, isBonusAccount, positionView, remainingBonus } from './accounts';
import { finishOrder } from './order-state';
import { placeOrder } from './orders';
import { amendOrder } from './amend-order';
import { cancelGroup, placeBatch } from './place-batch';
import {
  activatePresets,
  addPartialTpSl,
  closeExpiredBonusPositions,
  processTriggers,
  setPositionTpSl,
} from './triggers';
import { checkAccount } from './liquidation';
import { manageFund } from './insurance-fund';
import { advanceFunding } from './funding-settlement';
import { book, bookSpot } from './ledger';
import {
  adjustMargin,
  expireVouchers,
  busy,
  cancelAll,
  emitConfig,
  setLeverage,
  setSpot,
  spotOf,
  transfer,
} from './account-commands';
import { ACCOUNT_TYPES, ErrorCode, OrderStatus } from './types';
import { RATE_SCALE } from './fixed';
import { CLIENT_ORDER_ID } from '../../lib/contract/wire/orders';

function byKey(x: AccountState, y: AccountState): number {
  return x.key - y.key;
}

const ACCOUNT_TYPE_SET = new Set<number>(ACCOUNT_TYPES);

/** A client order id: 1–36 of the characters exchanges accept (letters, digits, `._:/-`). */
export { CLIENT_ORDER_ID };
/** How long a client order id is remembered after its order was placed. */
export const CLIENT_ORDER_ID_TTL_MS = 24 * 3600 * 1000;
/** A deposit / withdraw reference: 1–64 of letters, digits and `._:-`. */
export const MONEY_REF = /^[A-Za-z0-9._:-]{1,64}$/;
/**
 * How long a deposit / withdraw reference is remembered. The wallet service finishes or retries
 * every money movement within seconds (and at every start), so this only bounds memory.
 */
export const MONEY_REF_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * Shape checks for commands that come from outside (the journal replays exactly what was
 * accepted here): ids are positive safe integers, money is a bigint, account types exist.
 * Negative user ids belong to the insurance funds' own accounts.
 */
function validCommand(cmd: Command): boolean {
  if (!Number.isSafeInteger(cmd.ts)) return false;
  if (
    'userId' in cmd &&
    !(Number.isSafeInteger(cmd.userId) && cmd.userId > 0 && cmd.userId < 2 ** 45)
  )
    return false;
  if (
    'accountType' in cmd &&
    cmd.accountType !== undefined &&
    !ACCOUNT_TYPE_SET.has(cmd.accountType)
  )
    return false;
  if ('amount' in cmd && typeof cmd.amount !== 'bigint') return false;
  if (cmd.kind === 'adjustMargin' && typeof cmd.delta !== 'bigint') return false;
  if ('contractId' in cmd && cmd.contractId !== undefined && !Number.isSafeInteger(cmd.contractId))
    return false;
  if (
    cmd.kind === 'placeOrder' &&
    cmd.clientOrderId !== undefined &&
    !(typeof cmd.clientOrderId === 'string' && CLIENT_ORDER_ID.test(cmd.clientOrderId))
  )
    return false;
  if (
    (cmd.kind === 'deposit' || cmd.kind === 'withdraw' || cmd.kind === 'grantBonus') &&
    cmd.ref !== undefined &&
    !(typeof cmd.ref === 'string' && MONEY_REF.test(cmd.ref))
  )
    return false;
  if (
    cmd.kind === 'grantBonus' &&
    cmd.maxLeverage !== undefined &&
    !(Number.isSafeInteger(cmd.maxLeverage) && cmd.maxLeverage >= 1)
  )
    return false;
  if (
    cmd.kind === 'setReferrer' &&
    !(
      Number.isSafeInteger(cmd.referrerId) &&
      cmd.referrerId > 0 &&
      cmd.referrerId < 2 ** 45 &&
      cmd.referrerId !== cmd.userId &&
      typeof cmd.rate === 'bigint' &&
      cmd.rate >= 0n &&
      cmd.rate <= RATE_SCALE
    )
  )
    return false;
  return true;
}

/** References older than the TTL are forgotten (oldest first: the map is in applying order). */
function forgetMoneyRefs(s: State): void {
  for (const [ref, used] of s.moneyRefs) {
    if (used.at > s.now - MONEY_REF_TTL_MS) break;
    s.moneyRefs.delete(ref);
  }
}

/**
 * A deposit or withdraw with a reference used before: the first result again (nothing changes),
 * or a refusal when the reference was used by a different command (another user, kind or amount).
 */
function repeatedMoneyRef(
  s: State,
  cmd: { kind: MoneyRef['kind']; userId: number; amount: bigint; ref?: string },
): ErrorCodeValue | undefined {
  if (cmd.ref === undefined) return undefined;
  const first = s.moneyRefs.get(cmd.ref);
  if (first === undefined) return undefined;
  const same =
    first.userId === cmd.userId && first.kind === cmd.kind && first.amount === cmd.amount;
  return same ? first.code : ErrorCode.Failure;
}

/** Client order ids older than the TTL are forgotten (oldest first: the map is in placing order). */
function forgetClientOrderIds(s: State): void {
  for (const [key, placed] of s.clientOrders) {
    if (placed.at > s.now - CLIENT_ORDER_ID_TTL_MS) break;
    s.clientOrders.delete(key);
  }
}

/**
 * Credits a trial fund or voucher. A voucher with a maximum leverage is one at a time: refused
 * while the account still holds a trial fund, a position or an open order.
 */
function grantBonus(s: State, cmd: GrantBonusCommand): ErrorCodeValue {
  if (cmd.amount <= 0n) return ErrorCode.Failure;
  const a = s.account(cmd.userId, cmd.accountType);
  const owed = remainingBonus(a);
  if (cmd.maxLeverage !== undefined) {
    if (owed > 0n || busy(s, a, null)) return ErrorCode.Failure;
    a.bonusMaxLeverage = cmd.maxLeverage;
    a.bonusExpiresAt = cmd.expiresAt ?? 0;
    // Contracts set above the voucher's maximum come down to it.
    for (const [contractId, cfg] of a.configs)
      if (cfg.leverage > cmd.maxLeverage) {
        cfg.leverage = cmd.maxLeverage;
        emitConfig(s, a, contractId);
      }
  } else if (cmd.expiresAt !== undefined && cmd.expiresAt > a.bonusExpiresAt)
    a.bonusExpiresAt = cmd.expiresAt;
  a.wallet += cmd.amount;
  a.bonus = owed + cmd.amount;
  book(s, a, 'bonusGrant', cmd.amount);
  s.deposits += cmd.amount;
  s.touch(a);
  return ErrorCode.Ok;
}

export class Engine {
  readonly state: EngineState;
  private readonly risks = new Map<AccountState, ReturnType<typeof accountRisk>>();

  constructor(contracts: readonly ContractConfig[], state?: EngineState) {
    if (state !== undefined) this.state = state;
    else {
      this.state = new EngineState();
      for (const c of contracts) this.state.addContract(c);
    }
  }

  apply(cmd: Command): CommandResult {
    const s = this.state;
    s.now = Math.max(s.now, cmd.ts);
    s.seq += 1;
    s.events = [];
    let code: ErrorCodeValue = validCommand(cmd) ? ErrorCode.Ok : ErrorCode.Failure;
    let orderId: number | undefined;
    let orderIds: number[] | undefined;
    let refusedIndex: number | undefined;
    let duplicate = false;
    if (code === ErrorCode.Ok)
      switch (cmd.kind) {
        case 'deposit':
        case 'withdraw': {
          const repeated = repeatedMoneyRef(s, cmd);
          if (repeated !== undefined) {
            code = repeated;
            duplicate = true;
            break;
          }
          if (cmd.amount <= 0n) code = ErrorCode.Failure;
          else if (cmd.kind === 'deposit') {
            setSpot(this.state, cmd.userId, spotOf(this.state, cmd.userId) + cmd.amount);
            bookSpot(s, cmd.userId, 'deposit', cmd.amount, spotOf(s, cmd.userId));
            s.deposits += cmd.amount;
          } else if (spotOf(this.state, cmd.userId) < cmd.amount)
            code = ErrorCode.InsufficientBalance;
          else {
            setSpot(this.state, cmd.userId, spotOf(this.state, cmd.userId) - cmd.amount);
            bookSpot(s, cmd.userId, 'withdraw', -cmd.amount, spotOf(s, cmd.userId));
            s.withdrawals += cmd.amount;
          }
          if (cmd.ref !== undefined)
            s.moneyRefs.set(cmd.ref, {
              userId: cmd.userId,
              kind: cmd.kind,
              amount: cmd.amount,
              code,
              at: s.now,
            });
          break;
        }
        case 'grantBonus': {
          const repeated = repeatedMoneyRef(s, cmd);
          if (repeated !== undefined) {
            code = repeated;
            duplicate = true;
            break;
          }
          code = grantBonus(s, cmd);
          if (cmd.ref !== undefined)
            s.moneyRefs.set(cmd.ref, {
              userId: cmd.userId,
              kind: cmd.kind,
              amount: cmd.amount,
              code,
              at: s.now,
            });
          break;
        }
        case 'setReferrer':
          if (cmd.rate === 0n) s.referrers.delete(cmd.userId);
          else s.referrers.set(cmd.userId, { referrerId: cmd.referrerId, rate: cmd.rate });
          break;
        case 'transfer':
          code = transfer(s, cmd);
          break;
        case 'setLeverage':
          code = setLeverage(s, cmd);
          break;
        case 'setMarginMode': {
          const a = s.account(cmd.userId, cmd.accountType);
          if (cmd.isolated && isBonusAccount(a)) code = ErrorCode.NoPermission;
          else if (busy(s, a, cmd.contractId)) code = ErrorCode.PositionsOrOrdersOpen;
          else {
            s.config(a, cmd.contractId).isolated = cmd.isolated;
            emitConfig(s, a, cmd.contractId);
          }
          break;
        }
        case 'setPositionMode': {
          const a = s.account(cmd.userId, cmd.accountType);
          if (cmd.hedge && isBonusAccount(a)) code = ErrorCode.NoPermission;
          else if (busy(s, a, null)) code = ErrorCode.PositionsOrOrdersOpen;
          else {
            a.hedge = cmd.hedge;
            for (const contractId of s.contracts.keys()) emitConfig(s, a, contractId);
          }
          break;
        }
        case 'placeOrder': {
          const key =
            cmd.clientOrderId === undefined ? undefined : `${cmd.userId}:${cmd.clientOrderId}`;
          const first = key === undefined ? undefined : s.clientOrders.get(key);
          if (first !== undefined) {
            orderId = first.orderId;
            duplicate = true;
            break;
          }
          const r = placeOrder(s, cmd);
          code = r.code;
          orderId = r.orderId;
          if (code === ErrorCode.Ok && key !== undefined && orderId !== undefined)
            s.clientOrders.set(key, { orderId, at: s.now });
          break;
        }
        case 'cancelOrder': {
          const o = s.orders.get(cmd.orderId);
          if (o === undefined || o.userId !== cmd.userId) code = ErrorCode.Failure;
          else finishOrder(s, o, OrderStatus.Cancelled);
          break;
        }
        case 'amendOrder':
          code = amendOrder(s, cmd);
          break;
        case 'cancelAll':
          code = cancelAll(s, cmd);
          break;
        case 'placeBatch': {
          const r = placeBatch(s, cmd);
          code = r.code;
          orderIds = r.orderIds;
          refusedIndex = r.index;
          break;
        }
        case 'cancelGroup':
          code = cancelGroup(s, cmd);
          break;
        case 'setPositionTpSl':
          code = setPositionTpSl(s, cmd);
          break;
        case 'addPartialTpSl':
          code = addPartialTpSl(s, cmd);
          break;
        case 'adjustMargin':
          code = adjustMargin(s, cmd);
          break;
        case 'setPrices': {
          const c = s.contract(cmd.contractId);
          if (c === undefined) code = ErrorCode.NoPermission;
          else if (!(
            Number.isSafeInteger(cmd.indexPrice) &&
            cmd.indexPrice > 0 &&
            Number.isSafeInteger(cmd.markPrice) &&
            cmd.markPrice > 0
          )) {
            code = ErrorCode.Failure;
          } else {
            c.indexPrice = cmd.indexPrice;
            c.markPrice = cmd.markPrice;
            s.markMoved.add(c);
            s.priceMoved.add(c);
            s.events.push({
              type: 'prices',
              contractId: c.config.contractId,
              indexPrice: c.indexPrice,
              markPrice: c.markPrice,
              lastPrice: c.lastPrice,
            });
          }
          break;
        }
        case 'fundInsurance': {
          const c = s.contract(cmd.contractId);
          if (c === undefined) code = ErrorCode.NoPermission;
          else if (cmd.amount <= 0n) code = ErrorCode.Failure;
          else {
            c.insuranceFund += cmd.amount;
            c.insuranceFundInjected += cmd.amount;
            s.deposits += cmd.amount;
            // A fund working out a taken-over position may now afford it instead of deleveraging.
            s.fundCheck.add(c);
            s.events.push({
              type: 'insuranceFund',
              contractId: cmd.contractId,
              balance: c.insuranceFund,
            });
          }
          break;
        }
        case 'tick':
          for (const c of s.contracts.values()) {
            advanceFunding(s, c);
            s.fundCheck.add(c);
          }
          closeExpiredBonusPositions(s);
          expireVouchers(s);
          forgetClientOrderIds(s);
          forgetMoneyRefs(s);
          break;
      }
    this.settle();
    this.flushEvents();
    const events = s.events;
    s.events = [];
    if (code !== ErrorCode.Ok)
      return refusedIndex === undefined
        ? { ok: false, code, events }
        : { ok: false, code, events, index: refusedIndex };
    if (orderIds !== undefined) return { ok: true, events, orderIds };
    if (orderId === undefined)
      return duplicate ? { ok: true, events, duplicate: true } : { ok: true, events };
    return duplicate
      ? { ok: true, events, orderId, duplicate: true }
      : { ok: true, events, orderId };
  }

  /** Triggers, preset TP/SL and liquidations until nothing more happens. */
  private settle(): void {
    const s = this.state;
    for (let round = 0; round < 1000; round++) {
      if (
        s.pendingPresets.length === 0 &&
        s.priceMoved.size === 0 &&
        s.riskCheck.size === 0 &&
        s.markMoved.size === 0 &&
        s.fundCheck.size === 0
      ) {
        return;
      }
      activatePresets(s);
      if (s.priceMoved.size > 0) {
        const moved = [...s.priceMoved];
        s.priceMoved.clear();
        for (const c of moved) processTriggers(s, c);
      }
      const check = new Set<AccountState>(s.riskCheck);
      s.riskCheck.clear();
      for (const c of s.markMoved) {
        s.fundCheck.add(c);
        for (const p of c.positions) {
          const a = s.accounts.get(p.accountKey);
          if (a !== undefined) check.add(a);
        }
      }
      s.markMoved.clear();
      if (
        check.size === 0 &&
        s.priceMoved.size === 0 &&
        s.pendingPresets.length === 0 &&
        s.fundCheck.size === 0
      )
        return;
      if (check.size === 1) for (const a of check) checkAccount(s, a);
      else for (const a of [...check].sort(byKey)) checkAccount(s, a);
      if (s.fundCheck.size > 0) {
        const funds = [...s.fundCheck].sort((x, y) => x.config.contractId - y.config.contractId);
        s.fundCheck.clear();
        for (const c of funds) manageFund(s, c);
      }
    }
    throw new Error('settlement did not converge');
  }

  /** Spot wallet balance of a user. */
  spot(userId: number): bigint {
    return spotOf(this.state, userId);
  }

  private flushEvents(): void {
    const s = this.state;
    for (const [key, levels] of s.bookDeltas) {
      const contractId = key >> 1;
      const side = (key & 1) === 0 ? 'bid' : 'ask';
      for (const [price, qty] of levels)
        s.events.push({ type: 'bookDelta', contractId, side, price, qty });
    }
    s.bookDeltas.clear();
    // One risk computation per account serves its position and balance views.
    const risks = this.risks;
    for (const p of s.dirtyPositions) {
      const a = s.accounts.get(p.accountKey);
      if (a === undefined) continue;
      let r = risks.get(a);
      if (r === undefined) {
        r = accountRisk(s, a);
        risks.set(a, r);
      }
      s.events.push({ type: 'position', position: positionView(s, a, p, r) });
    }
    s.dirtyPositions.clear();
    for (const a of s.dirtyAccounts)
      s.events.push({ type: 'balance', balance: balanceView(s, a, risks.get(a)) });
    s.dirtyAccounts.clear();
    risks.clear();
  }
}
