/** In-memory state of the engine and the small helpers every module shares. */
import type { ContractConfig } from './contract-config';
import type { BookSide } from './order-book';
import { OrderBook } from './order-book';
import type {
  AccountType,
  EngineEvent,
  ErrorCodeValue,
  OrderSide,
  OrderSource,
  OrderStatusCode,
  OrderType,
  TimeInForce,
  TpSlSpec,
  TrailingStop,
  TriggerBy,
} from './types';
import { ACCOUNT_TYPES } from './types';

/** Hedge leg: 1 long, -1 short; 0 is the one-way net position. */
export type Leg = 0 | 1 | -1;

export interface PositionState {
  id: number;
  accountKey: number;
  userId: number;
  accountType: AccountType;
  contractId: number;
  leg: Leg;
  /** Signed lots (long > 0). */
  size: number;
  /** Signed money: Σ signed lots × price × value of the open fills, reduced pro rata on close. */
  cost: bigint;
  /** Isolated margin (money); always 0 for cross. */
  margin: bigint;
  isolated: boolean;
  leverage: number;
  realizedPnl: bigint;
  fees: bigint;
  /** Funding paid (positive) or received (negative) since the position opened. */
  funding: bigint;
  openedAt: number;
  updatedAt: number;
  tpOrderId: number;
  slOrderId: number;
}

export interface PositionConfig {
  leverage: number;
  isolated: boolean;
}

export interface AccountState {
  key: number;
  userId: number;
  type: AccountType;
  /** Cash: transfers in/out, realized PnL, fees, funding; excludes isolated margins. */
  wallet: bigint;
  /** Margin frozen by open orders. */
  frozen: bigint;
  /**
   * Trial fund / voucher still owed to the platform (accounts 10 and 30): reclaimed when the user
   * transfers out or the voucher expires. Losses eat into it first (only min(bonus, wallet) is left).
   */
  bonus: bigint;
  /** When the voucher's unused amount expires (ms; 0 = never). */
  bonusExpiresAt: number;
  /** The active voucher's maximum leverage (0: none), until its trial fund is reclaimed. */
  bonusMaxLeverage: number;
  hedge: boolean;
  configs: Map<number, PositionConfig>;
  /** By slot = contractId × 3 + leg + 1. */
  positions: Map<number, PositionState>;
  /** Ids of open orders (resting or waiting for their trigger). */
  orders: Set<number>;
}

export interface OrderState {
  id: number;
  userId: number;
  accountKey: number;
  accountType: AccountType;
  contractId: number;
  type: OrderType;
  side: OrderSide;
  bookSide: BookSide;
  leg: Leg;
  reduceOnly: boolean;
  tif: TimeInForce;
  /** Limit price in ticks; for market orders the protection-band price. */
  price: number;
  qty: number;
  filled: number;
  filledValue: bigint;
  status: OrderStatusCode;
  frozen: bigint;
  leverage: number;
  triggerPrice: number;
  triggerBy: TriggerBy | null;
  /** Trigger fires when the reference price is ≥ (true) or ≤ (false) the trigger price. */
  triggerAbove: boolean;
  tp: TpSlSpec | null;
  sl: TpSlSpec | null;
  /** A trailing stop's trail (trailing.ts); absent on every other order. */
  trailing?: TrailingStop;
  source: OrderSource;
  /** Close the whole position when triggered (position TP/SL). */
  closePosition: boolean;
  fee: bigint;
  clientOrderId: string | null;
  /** The order whose preset TP/SL this order is (0: none). */
  parentOrderId: number;
  /**
   * The other leg of a linked TP/SL pair (a preset's or a partial one): when one leg fires or is
   * cancelled, the other is cancelled in the same step. Absent on every other order.
   */
  ocoOrderId?: number;
  /** The batch (`placeBatch`) the order was placed in: its first order's id; absent otherwise. */
  groupId?: number;
  createdAt: number;
  updatedAt: number;
}

export interface ContractState {
  config: ContractConfig;
  book: OrderBook;
  lastPrice: number;
  markPrice: number;
  indexPrice: number;
  insuranceFund: bigint;
  /** Σ money injected into the fund from outside (`fundInsurance`); 0 when it never was. */
  insuranceFundInjected: bigint;
  feesCollected: bigint;
  premiumSamples: bigint[];
  fundingRate: bigint;
  nextFundingTime: number;
  nextSampleTime: number;
  /** Open positions (size ≠ 0) on this contract. */
  positions: Set<PositionState>;
  /** Conditional orders waiting for their trigger, in id order. */
  triggers: Map<number, OrderState>;
}

export function accountKeyOf(userId: number, type: AccountType): number {
  return userId * 100 + type;
}

/** The user's futures accounts that exist (every type, or only `type`), in account-type order. */
export function userAccounts(
  state: EngineState,
  userId: number,
  type?: AccountType,
): AccountState[] {
  const out: AccountState[] = [];
  for (const t of type === undefined ? ACCOUNT_TYPES : [type]) {
    const a = state.accounts.get(accountKeyOf(userId, t));
    if (a !== undefined) out.push(a);
  }
  return out;
}

export function slotOf(contractId: number, leg: Leg): number {
  return contractId * 3 + leg + 1;
}

/** A remembered deposit / withdraw reference: the command's owner, kind, amount and result. */
export interface MoneyRef {
  userId: number;
  kind: 'deposit' | 'withdraw' | 'grantBonus';
  amount: bigint;
  code: ErrorCodeValue;
  at: number;
}

export class EngineState {
  readonly contracts = new Map<number, ContractState>();
  readonly accounts = new Map<number, AccountState>();
  readonly spot = new Map<number, bigint>();
  readonly orders = new Map<number, OrderState>();
  nextOrderId = 1;
  nextPositionId = 1;
  nextTradeId = 1;
  deposits = 0n;
  withdrawals = 0n;
  now = 0;
  /** Number of commands applied (the journal sequence of the last one). */
  seq = 0;
  /**
   * `${userId}:${clientOrderId}` → the order placed with it and when, in placing order (so the
   * oldest are first when they expire).
   */
  readonly clientOrders = new Map<string, { orderId: number; at: number }>();
  /**
   * Deposit / withdraw references → what the first command with it was and answered, in applying
   * order (oldest first when they expire).
   */
  readonly moneyRefs = new Map<string, MoneyRef>();
  /** Referred user → referrer and the share of the user's fees they get (× 1e8). */
  readonly referrers = new Map<number, { referrerId: number; rate: bigint }>();

  // Scratch of the command being applied.
  events: EngineEvent[] = [];
  readonly dirtyAccounts = new Set<AccountState>();
  readonly dirtyPositions = new Set<PositionState>();
  readonly riskCheck = new Set<AccountState>();
  readonly priceMoved = new Set<ContractState>();
  readonly markMoved = new Set<ContractState>();
  /** Contracts whose insurance fund holds a taken-over position to work out. */
  readonly fundCheck = new Set<ContractState>();
  readonly bookDeltas = new Map<number, Map<number, number>>();
  /** Filled orders whose preset TP/SL must become real. */
  pendingPresets: OrderState[] = [];
  /** The taker being matched (never trimmed by its own fills). */
  activeOrderId = 0;

  addContract(config: ContractConfig): ContractState {
    const book = new OrderBook();
    const c: ContractState = {
      config,
      book,
      lastPrice: 0,
      markPrice: 0,
      indexPrice: 0,
      insuranceFund: 0n,
      insuranceFundInjected: 0n,
      feesCollected: 0n,
      premiumSamples: [],
      fundingRate: 0n,
      nextFundingTime: 0,
      nextSampleTime: 0,
      positions: new Set(),
      triggers: new Map(),
    };
    const deltaKey = config.contractId * 2;
    book.onLevel = (side, price, qty) => {
      let m = this.bookDeltas.get(deltaKey + side);
      if (m === undefined) {
        m = new Map();
        this.bookDeltas.set(deltaKey + side, m);
      }
      m.set(price, qty);
    };
    this.contracts.set(config.contractId, c);
    return c;
  }

  account(userId: number, type: AccountType): AccountState {
    const key = accountKeyOf(userId, type);
    let a = this.accounts.get(key);
    if (a === undefined) {
      a = {
        key,
        userId,
        type,
        wallet: 0n,
        frozen: 0n,
        bonus: 0n,
        bonusExpiresAt: 0,
        bonusMaxLeverage: 0,
        hedge: false,
        configs: new Map(),
        positions: new Map(),
        orders: new Set(),
      };
      this.accounts.set(key, a);
    }
    return a;
  }

  config(account: AccountState, contractId: number): PositionConfig {
    let c = account.configs.get(contractId);
    if (c === undefined) {
      // A voucher's account starts at its maximum leverage when that is below the default.
      const max = account.bonusMaxLeverage;
      c = { leverage: max > 0 && max < 20 ? max : 20, isolated: false };
      account.configs.set(contractId, c);
    }
    return c;
  }

  position(account: AccountState, contractId: number, leg: Leg): PositionState {
    const slot = slotOf(contractId, leg);
    let p = account.positions.get(slot);
    if (p === undefined) {
      const cfg = this.config(account, contractId);
      p = {
        id: this.nextPositionId++,
        accountKey: account.key,
        userId: account.userId,
        accountType: account.type,
        contractId,
        leg,
        size: 0,
        cost: 0n,
        margin: 0n,
        isolated: cfg.isolated,
        leverage: cfg.leverage,
        realizedPnl: 0n,
        fees: 0n,
        funding: 0n,
        openedAt: this.now,
        updatedAt: this.now,
        tpOrderId: 0,
        slOrderId: 0,
      };
      account.positions.set(slot, p);
    }
    return p;
  }

  /** Existing position of a slot, if any. */
  findPosition(account: AccountState, contractId: number, leg: Leg): PositionState | undefined {
    return account.positions.get(slotOf(contractId, leg));
  }

  contract(contractId: number): ContractState | undefined {
    return this.contracts.get(contractId);
  }

  touch(account: AccountState): void {
    this.dirtyAccounts.add(account);
  }

  touchPosition(p: PositionState): void {
    this.dirtyPositions.add(p);
  }
}

/** The leg an order acts on, given the account's position mode. */
export function legOfSide(side: OrderSide): Leg {
  if (side === 'openLong' || side === 'closeLong') return 1;
  if (side === 'openShort' || side === 'closeShort') return -1;
  return 0;
}
