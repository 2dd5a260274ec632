/** A small exchange for scenario tests: one engine, helpers named in the product's words. */
import type {
  AccountType,
  Command,
  CommandResult,
  EngineEvent,
  OrderView,
  PlaceOrderCommand,
  WalletRef,
} from '../types';
import type { ContractConfig } from '../contract-config';
import type { PositionState } from '../state';
import { accountKeyOf } from '../state';
import { Engine } from '../engine';
import { usdt } from '../fixed';
import { balanceView } from '../accounts';
import { decodeSnapshot, encodeSnapshot, restoreSnapshot, takeSnapshot } from '../snapshot';
import { testContracts } from './fixtures';

type OrderArgs = Omit<
  PlaceOrderCommand,
  'kind' | 'ts' | 'userId' | 'accountType' | 'contractId'
> & {
  accountType?: AccountType;
  contractId?: number;
};

export class TestExchange {
  readonly engine: Engine;
  ts = 1_700_000_000_000;
  last: CommandResult | null = null;

  constructor(configs: ContractConfig[] = testContracts()) {
    this.engine = new Engine(configs);
  }

  apply(cmd: Command): CommandResult {
    this.last = this.engine.apply(cmd);
    return this.last;
  }

  /** Sets index and mark (ticks) for a contract. */
  prices(mark: number, contractId = 1, index = mark): CommandResult {
    return this.apply({
      kind: 'setPrices',
      ts: ++this.ts,
      contractId,
      indexPrice: index,
      markPrice: mark,
    });
  }

  /** Deposits to spot and moves it into the futures account. */
  fund(userId: number, amount: string, accountType: AccountType = 1): void {
    this.apply({ kind: 'deposit', ts: ++this.ts, userId, amount: usdt(amount) });
    if (accountType === 1 || accountType === 10 || accountType === 11) {
      const r = this.transfer(userId, 'spot', accountType, amount);
      if (!r.ok) throw new Error(`transfer failed: ${r.code}`);
    }
  }

  transfer(userId: number, from: WalletRef, to: WalletRef, amount: string): CommandResult {
    return this.apply({ kind: 'transfer', ts: ++this.ts, userId, from, to, amount: usdt(amount) });
  }

  order(userId: number, args: OrderArgs): CommandResult {
    const { accountType = 1, contractId = 1, ...rest } = args;
    return this.apply({
      kind: 'placeOrder',
      ts: ++this.ts,
      userId,
      accountType,
      contractId,
      ...rest,
    });
  }

  code(r: CommandResult): number {
    return r.ok ? 0 : r.code;
  }

  /** The id of the order a placement created (0 if it was rejected). */
  orderId(r: CommandResult): number {
    return r.ok ? (r.orderId ?? 0) : 0;
  }

  position(
    userId: number,
    contractId = 1,
    leg: 0 | 1 | -1 = 0,
    accountType: AccountType = 1,
  ): PositionState | undefined {
    const a = this.engine.state.accounts.get(accountKeyOf(userId, accountType));
    return a === undefined ? undefined : this.engine.state.findPosition(a, contractId, leg);
  }

  size(userId: number, contractId = 1, leg: 0 | 1 | -1 = 0, accountType: AccountType = 1): number {
    return this.position(userId, contractId, leg, accountType)?.size ?? 0;
  }

  balance(userId: number, accountType: AccountType = 1): ReturnType<typeof balanceView> {
    return balanceView(this.engine.state, this.engine.state.account(userId, accountType));
  }

  setLeverage(
    userId: number,
    leverage: number,
    contractId = 1,
    accountType: AccountType = 1,
  ): CommandResult {
    return this.apply({
      kind: 'setLeverage',
      ts: ++this.ts,
      userId,
      accountType,
      contractId,
      leverage,
    });
  }

  isolated(userId: number, contractId = 1, accountType: AccountType = 1): CommandResult {
    return this.apply({
      kind: 'setMarginMode',
      ts: ++this.ts,
      userId,
      accountType,
      contractId,
      isolated: true,
    });
  }

  hedge(userId: number, accountType: AccountType = 1): CommandResult {
    return this.apply({ kind: 'setPositionMode', ts: ++this.ts, userId, accountType, hedge: true });
  }

  tick(advanceMs: number): CommandResult {
    this.ts += advanceMs;
    return this.apply({ kind: 'tick', ts: this.ts });
  }

  orderEvents(r: CommandResult | null = this.last): OrderView[] {
    return (r?.events ?? []).flatMap((e) => (e.type === 'order' ? [e.order] : []));
  }

  events<T extends EngineEvent['type']>(
    type: T,
    r: CommandResult | null = this.last,
  ): Array<Extract<EngineEvent, { type: T }>> {
    return (r?.events ?? []).filter((e): e is Extract<EngineEvent, { type: T }> => e.type === type);
  }
}

/** A market at `mark` ticks with users 1, 2 and 3 funded with 100 000 USDT each. */
export function fundedMarket(mark: number): TestExchange {
  const x = new TestExchange();
  x.prices(mark);
  for (const u of [1, 2, 3]) x.fund(u, '100000');
  return x;
}

/**
 * A new engine started from a snapshot of `engine`, through the snapshot file's text, as a
 * restart reads it.
 */
export function restartFromSnapshot(
  engine: Engine,
  configs: ContractConfig[] = testContracts(),
): Engine {
  const text = encodeSnapshot(takeSnapshot(engine.state));
  return new Engine(configs, restoreSnapshot(configs, decodeSnapshot(text)));
}
