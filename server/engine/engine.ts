/**
 * The command processor: `apply(command) → result with events`. Single-threaded and
 * deterministic; the caller journals each command (see journal.ts) before acknowledging it.
 */
import type { ContractConfig } from './contract-config';
import type { AccountState } from './state';
import type {
  AccountType,
  AdjustMarginCommand,
  CancelAllCommand,
  Command,
  CommandResult,
  ErrorCodeValue,
  SetLeverageCommand,
  TransferCommand,
  WalletRef,
} from './types';
import { EngineState } from './state';
import { accountRisk, balanceView, markOf, positionView, spotBalanceView } from './accounts';
import { finishOrder } from './order-state';
import { placeOrder } from './orders';
import {
  activatePresets,
  closeExpiredBonusPositions,
  processTriggers,
  setPositionTpSl,
} from './triggers';
import { checkAccount } from './liquidation';
import { manageFund } from './insurance-fund';
import { advanceFunding } from './funding-settlement';
import { initialMargin, maxLeverageOf, maxNotionalForLeverage, unrealizedPnl } from './risk';
import { ErrorCode, OrderStatus } from './types';

const TRANSFERABLE = new Set<WalletRef>(['spot', 1, 10, 11]);

function byKey(x: AccountState, y: AccountState): number {
  return x.key - y.key;
}

const ACCOUNT_TYPE_SET = new Set<number>([1, 10, 11, 30]);

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
  return true;
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
    if (code === ErrorCode.Ok)
      switch (cmd.kind) {
        case 'deposit':
          if (cmd.amount <= 0n) code = ErrorCode.Failure;
          else {
            this.setSpot(cmd.userId, this.spot(cmd.userId) + cmd.amount);
            s.deposits += cmd.amount;
          }
          break;
        case 'withdraw':
          if (cmd.amount <= 0n) code = ErrorCode.Failure;
          else if (this.spot(cmd.userId) < cmd.amount) code = ErrorCode.InsufficientBalance;
          else {
            this.setSpot(cmd.userId, this.spot(cmd.userId) - cmd.amount);
            s.withdrawals += cmd.amount;
          }
          break;
        case 'grantBonus':
          if (cmd.amount <= 0n) code = ErrorCode.Failure;
          else {
            const a = s.account(cmd.userId, cmd.accountType);
            a.wallet += cmd.amount;
            s.deposits += cmd.amount;
            s.touch(a);
          }
          break;
        case 'transfer':
          code = this.transfer(cmd);
          break;
        case 'setLeverage':
          code = this.setLeverage(cmd);
          break;
        case 'setMarginMode': {
          const a = s.account(cmd.userId, cmd.accountType);
          if (cmd.isolated && (a.type === 10 || a.type === 30)) code = ErrorCode.NoPermission;
          else if (this.busy(a, cmd.contractId)) code = ErrorCode.TradingProhibited;
          else {
            s.config(a, cmd.contractId).isolated = cmd.isolated;
            this.emitConfig(a, cmd.contractId);
          }
          break;
        }
        case 'setPositionMode': {
          const a = s.account(cmd.userId, cmd.accountType);
          if (cmd.hedge && (a.type === 10 || a.type === 30)) code = ErrorCode.NoPermission;
          else if (this.busy(a, null)) code = ErrorCode.TradingProhibited;
          else {
            a.hedge = cmd.hedge;
            for (const contractId of s.contracts.keys()) this.emitConfig(a, contractId);
          }
          break;
        }
        case 'placeOrder': {
          const r = placeOrder(s, cmd);
          code = r.code;
          orderId = r.orderId;
          break;
        }
        case 'cancelOrder': {
          const o = s.orders.get(cmd.orderId);
          if (o === undefined || o.userId !== cmd.userId) code = ErrorCode.Failure;
          else finishOrder(s, o, OrderStatus.Cancelled);
          break;
        }
        case 'cancelAll':
          code = this.cancelAll(cmd);
          break;
        case 'setPositionTpSl':
          code = setPositionTpSl(s, cmd);
          break;
        case 'adjustMargin':
          code = this.adjustMargin(cmd);
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
        case 'tick':
          for (const c of s.contracts.values()) {
            advanceFunding(s, c);
            s.fundCheck.add(c);
          }
          closeExpiredBonusPositions(s);
          break;
      }
    this.settle();
    this.flushEvents();
    const events = s.events;
    s.events = [];
    if (code !== ErrorCode.Ok) return { ok: false, code, events };
    return orderId === undefined ? { ok: true, events } : { ok: true, events, orderId };
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

  spot(userId: number): bigint {
    return this.state.spot.get(userId) ?? 0n;
  }

  private setSpot(userId: number, amount: bigint): void {
    this.state.spot.set(userId, amount);
    this.state.events.push({ type: 'balance', balance: spotBalanceView(userId, amount) });
  }

  private emitConfig(a: AccountState, contractId: number): void {
    const cfg = this.state.config(a, contractId);
    this.state.events.push({
      type: 'positionConfig',
      userId: a.userId,
      accountType: a.type,
      contractId,
      isolated: cfg.isolated,
      leverage: cfg.leverage,
      hedge: a.hedge,
    });
  }

  /** True when the account has a position or an open order (on one contract, or any). */
  private busy(a: AccountState, contractId: number | null): boolean {
    for (const p of a.positions.values())
      if (p.size !== 0 && (contractId === null || p.contractId === contractId)) return true;
    for (const id of a.orders) {
      const o = this.state.orders.get(id);
      if (o !== undefined && (contractId === null || o.contractId === contractId)) return true;
    }
    return false;
  }

  private transfer(cmd: TransferCommand): ErrorCodeValue {
    const s = this.state;
    if (
      cmd.amount <= 0n ||
      cmd.from === cmd.to ||
      !TRANSFERABLE.has(cmd.from) ||
      !TRANSFERABLE.has(cmd.to)
    )
      return ErrorCode.Failure;
    if (cmd.from === 'spot') {
      if (this.spot(cmd.userId) < cmd.amount) return ErrorCode.InsufficientBalance;
      this.setSpot(cmd.userId, this.spot(cmd.userId) - cmd.amount);
    } else {
      const a = s.account(cmd.userId, cmd.from);
      const r = accountRisk(s, a);
      if (r.available < cmd.amount || a.wallet < cmd.amount) return ErrorCode.InsufficientBalance;
      a.wallet -= cmd.amount;
      s.touch(a);
    }
    if (cmd.to === 'spot') this.setSpot(cmd.userId, this.spot(cmd.userId) + cmd.amount);
    else {
      const b = s.account(cmd.userId, cmd.to);
      b.wallet += cmd.amount;
      s.touch(b);
    }
    return ErrorCode.Ok;
  }

  private setLeverage(cmd: SetLeverageCommand): ErrorCodeValue {
    const s = this.state;
    const c = s.contract(cmd.contractId);
    if (c === undefined) return ErrorCode.NoPermission;
    if (
      !Number.isSafeInteger(cmd.leverage) ||
      cmd.leverage < 1 ||
      cmd.leverage > maxLeverageOf(c.config.tiers)
    )
      return ErrorCode.LeverageLimit;
    const a = s.account(cmd.userId, cmd.accountType);
    const limit = maxNotionalForLeverage(c.config.tiers, cmd.leverage);
    const mark = BigInt(markOf(c));
    const positions = [...a.positions.values()].filter(
      (p) => p.contractId === cmd.contractId && p.size !== 0,
    );
    for (const p of positions)
      if (BigInt(Math.abs(p.size)) * mark * c.config.valuePerLotTick > limit)
        return ErrorCode.LeverageLimit;
    const cfg = s.config(a, cmd.contractId);
    const previous = cfg.leverage;
    cfg.leverage = cmd.leverage;
    const before = positions.map((p) => p.leverage);
    for (const p of positions) if (!p.isolated) p.leverage = cmd.leverage;
    if (accountRisk(s, a).available < 0n && cmd.leverage < previous) {
      cfg.leverage = previous;
      positions.forEach((p, i) => (p.leverage = before[i] ?? p.leverage));
      return ErrorCode.InsufficientBalance;
    }
    for (const p of positions) s.touchPosition(p);
    s.touch(a);
    this.emitConfig(a, cmd.contractId);
    return ErrorCode.Ok;
  }

  private cancelAll(cmd: CancelAllCommand): ErrorCodeValue {
    const s = this.state;
    const types: readonly AccountType[] =
      cmd.accountType === undefined ? [1, 10, 11, 30] : [cmd.accountType];
    let n = 0;
    for (const t of types) {
      const a = s.accounts.get(cmd.userId * 100 + t);
      if (a === undefined) continue;
      for (const id of [...a.orders]) {
        const o = s.orders.get(id);
        if (o === undefined || (cmd.contractId !== undefined && o.contractId !== cmd.contractId))
          continue;
        finishOrder(s, o, OrderStatus.Cancelled);
        n++;
      }
    }
    return n === 0 ? ErrorCode.Failure : ErrorCode.Ok;
  }

  private adjustMargin(cmd: AdjustMarginCommand): ErrorCodeValue {
    const s = this.state;
    const c = s.contract(cmd.contractId);
    if (c === undefined) return ErrorCode.NoPermission;
    const a = s.account(cmd.userId, cmd.accountType);
    const leg = a.hedge
      ? cmd.leg === 'long'
        ? 1
        : cmd.leg === 'short'
          ? -1
          : null
      : cmd.leg === 'net'
        ? 0
        : null;
    if (leg === null) return ErrorCode.InvalidDirection;
    const p = s.findPosition(a, cmd.contractId, leg);
    if (p === undefined || p.size === 0 || !p.isolated || cmd.delta === 0n)
      return ErrorCode.Failure;
    if (cmd.delta > 0n) {
      if (accountRisk(s, a).available < cmd.delta) return ErrorCode.InsufficientBalance;
    } else {
      const mark = markOf(c);
      const upnl = unrealizedPnl(p.size, p.cost, mark, c.config.valuePerLotTick);
      const im = initialMargin(
        BigInt(Math.abs(p.size)) * BigInt(mark) * c.config.valuePerLotTick,
        p.leverage,
      );
      const removable = p.margin + (upnl < 0n ? upnl : 0n) - im;
      if (-cmd.delta > removable) return ErrorCode.InsufficientBalance;
    }
    p.margin += cmd.delta;
    a.wallet -= cmd.delta;
    s.touch(a);
    s.touchPosition(p);
    s.riskCheck.add(a);
    return ErrorCode.Ok;
  }
}
