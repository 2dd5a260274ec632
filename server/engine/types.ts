import { ERROR_CODE } from '../../lib/contract/wire/error-codes';
/**
 * Public types of the engine: commands in, events and results out.
 *
 * Units: prices are integer ticks of the contract's tick size; quantities are integer lots of the
 * contract size; money is a bigint count of 1e-8 USDT; rates are bigint fractions × 1e8.
 * Every command carries `ts` (ms since epoch) supplied by the caller: the engine never reads a
 * clock, so the same command stream always yields the same events and state.
 */
import type { LedgerKind } from '../../lib/contract/ledger-kinds';
import type { OrderBatchTimeInForce } from '../../lib/contract/order-batch';
import type { AccountType } from '../../lib/contract/wire/accounts';
import type { OrderSource } from '../../lib/contract/wire/orders';
import type {
  OrderSide,
  OrderStatusCode,
  OrderType,
  TimeInForce,
  TriggerBy,
} from '../../lib/contract/wire/orders';

/** Futures accounts: 1 principal, 10 trial fund, 11 follow, 30 voucher. */
export { ACCOUNT_TYPES, type AccountType } from '../../lib/contract/wire/accounts';
/** Where a transfer starts or ends: the spot wallet or a futures account. */
export type WalletRef = 'spot' | AccountType;

/** Why a wallet balance changed (one ledger event each). */
export { LEDGER_KINDS, type LedgerKind } from '../../lib/contract/ledger-kinds';

/** The order vocabulary (sides, types, time in force, trigger prices, statuses) is the wire's. */
export {
  ORDER_STATUS as OrderStatus,
  type OrderSide,
  type OrderStatusCode,
  type OrderType,
  type TimeInForce,
  type TriggerBy,
} from '../../lib/contract/wire/orders';

/** Error codes from the spec's catalogue (plus the generic failure/balance codes it names). */
export const ErrorCode = {
  Ok: 0,
  TradingProhibited: ERROR_CODE.tradingProhibited,
  InvalidDirection: ERROR_CODE.invalidDirection,
  BelowMinimum: ERROR_CODE.belowMinimum,
  /** Ours: the order's value is under the contract's minimum order value (1016 is the lot). */
  BelowMinimumValue: ERROR_CODE.belowMinimumValue,
  NoCounterparty: ERROR_CODE.noCounterparty,
  LeverageLimit: ERROR_CODE.leverageLimit,
  NoPermission: ERROR_CODE.noPermission,
  WouldLiquidate: ERROR_CODE.wouldLiquidate,
  DepthLimit: ERROR_CODE.depthLimit,
  PostOnlyWouldTake: ERROR_CODE.postOnlyWouldTake,
  TriggerNotReady: ERROR_CODE.triggerNotReady,
  UnreasonableTrigger: ERROR_CODE.unreasonableTrigger,
  ConditionalQtyLimit: ERROR_CODE.conditionalQtyLimit,
  /** "Failure" family (1010x0400): unknown order, nothing to cancel, invalid request. */
  Failure: ERROR_CODE.failure,
  /** Labelled "balance": insufficient available balance. */
  InsufficientBalance: ERROR_CODE.insufficientBalance,
  /** Trial / bonus position cannot be closed now (partial close of a bonus position). */
  BonusCloseRejected: ERROR_CODE.bonusCloseRejected,
  /**
   * Ours (the spec names no code for it): the position or margin mode cannot change while the
   * account holds a position or an open order (on the contract, for the margin mode); close and
   * cancel them first.
   */
  PositionsOrOrdersOpen: ERROR_CODE.positionsOrOrdersOpen,
  /** Ours: an amendment's new quantity is not above the quantity already filled. */
  AmendBelowFilled: ERROR_CODE.amendBelowFilled,
  /** Ours: the position already carries `MAX_PARTIAL_TPSL` partial TP/SL pairs. */
  TooManyTpSlPairs: ERROR_CODE.tooManyTpSlPairs,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface TpSlSpec {
  triggerPrice: number;
  triggerBy?: TriggerBy;
  /** Limit price in ticks once triggered; without it the TP/SL closes at market. */
  price?: number;
}

interface Cmd {
  ts: number;
}

export interface DepositCommand extends Cmd {
  kind: 'deposit';
  userId: number;
  amount: bigint;
  /**
   * Idempotency reference (`MONEY_REF`): the same reference again changes nothing and answers the
   * first result (`duplicate: true`), so a deposit or refund reported twice is credited once.
   */
  ref?: string;
}
export interface WithdrawCommand extends Cmd {
  kind: 'withdraw';
  userId: number;
  amount: bigint;
  /** Idempotency reference, as on `deposit`: a repeated freeze takes the money once. */
  ref?: string;
}
/** Platform credit of a trial fund (10) or bonus voucher (30). Counts as a deposit. */
export interface GrantBonusCommand extends Cmd {
  kind: 'grantBonus';
  userId: number;
  accountType: 10 | 30;
  amount: bigint;
  /** The unused amount expires at this time (ms); vouchers usually carry one. */
  expiresAt?: number;
  /**
   * A voucher's maximum leverage: the account then trades at most at it until its trial fund is
   * reclaimed. With it the grant is refused (101010400) while the account still holds a trial fund,
   * a position or an open order: one voucher at a time.
   */
  maxLeverage?: number;
  /** Idempotency reference (`MONEY_REF`), as on `deposit`: a voucher is credited once. */
  ref?: string;
}
export interface TransferCommand extends Cmd {
  kind: 'transfer';
  userId: number;
  from: WalletRef;
  to: WalletRef;
  amount: bigint;
}
export interface SetLeverageCommand extends Cmd {
  kind: 'setLeverage';
  userId: number;
  accountType: AccountType;
  contractId: number;
  leverage: number;
}
export interface SetMarginModeCommand extends Cmd {
  kind: 'setMarginMode';
  userId: number;
  accountType: AccountType;
  contractId: number;
  isolated: boolean;
}
export interface SetPositionModeCommand extends Cmd {
  kind: 'setPositionMode';
  userId: number;
  accountType: AccountType;
  hedge: boolean;
}
export interface PlaceOrderCommand extends Cmd {
  kind: 'placeOrder';
  userId: number;
  accountType: AccountType;
  contractId: number;
  type: OrderType;
  side: OrderSide;
  qty: number;
  /** Limit price in ticks (types 1 and 2). */
  price?: number;
  tif?: TimeInForce;
  reduceOnly?: boolean;
  /** Trigger price in ticks (types 2 and 4). */
  triggerPrice?: number;
  triggerBy?: TriggerBy;
  /**
   * A trailing stop (type 4 only, without `triggerPrice`): the callback rate in basis points,
   * 10–500 in steps of 10 (0.1 %–5 %, lib/contract/trailing-stop.ts). The engine keeps its
   * trigger price: the extreme watched price since activation, less (sell) or plus (buy) the rate.
   */
  callbackBp?: number;
  /** A trailing stop's activation price in ticks; without it the trail starts at once. */
  activationPrice?: number;
  /** Preset take profit / stop loss: real only once this order fills. */
  tp?: TpSlSpec;
  sl?: TpSlSpec;
  /**
   * The client's own id (1–36 characters): the same id from the same user within
   * CLIENT_ORDER_ID_TTL_MS answers with the first order and never places a second one.
   */
  clientOrderId?: string;
}
export interface CancelOrderCommand extends Cmd {
  kind: 'cancelOrder';
  userId: number;
  orderId: number;
}
/**
 * Changes an open order in place (Binance's modify order, Bybit's amend): the order keeps its id.
 * A smaller quantity at the same price keeps its place in the queue; a new price or a larger
 * quantity puts it at the back of its level, and a new price that crosses trades as a new order
 * would. At least one field; the ones left out stay as they are.
 */
export interface AmendOrderCommand extends Cmd {
  kind: 'amendOrder';
  userId: number;
  orderId: number;
  /** New limit price in ticks (limit orders, and conditional limit orders). */
  price?: number;
  /** New total quantity in lots, filled part included (as Binance): above what has filled. */
  qty?: number;
  /** New trigger price in ticks, for a conditional order still waiting for its trigger. */
  triggerPrice?: number;
}
/**
 * Places 2–20 (lib/contract/order-batch) limit orders of one user, account, contract and side at once, all or none (a scaled
 * order). Every order is checked against the state the previous ones leave (their margin frozen,
 * their quantity counted against the tier) before any is entered; one refused refuses the batch,
 * naming its index, and nothing changes. The orders share a `groupId`: the first order's id.
 */
export interface PlaceBatchCommand extends Cmd {
  kind: 'placeBatch';
  userId: number;
  accountType: AccountType;
  contractId: number;
  side: OrderSide;
  /** Limit price in ticks and quantity in lots of each order, entered in this order. */
  orders: { price: number; qty: number }[];
  /** GTC (the default) or post-only, for every order of the batch. */
  tif?: OrderBatchTimeInForce;
  reduceOnly?: boolean;
}
/** Cancels the caller's open orders of one batch (`groupId`: the batch's first order id). */
export interface CancelGroupCommand extends Cmd {
  kind: 'cancelGroup';
  userId: number;
  groupId: number;
}
export interface CancelAllCommand extends Cmd {
  kind: 'cancelAll';
  userId: number;
  accountType?: AccountType;
  contractId?: number;
}
export interface SetPositionTpSlCommand extends Cmd {
  kind: 'setPositionTpSl';
  userId: number;
  accountType: AccountType;
  contractId: number;
  /** 'long' / 'short' in hedge mode; 'net' in one-way mode. */
  leg: 'long' | 'short' | 'net';
  /** A spec sets it, null removes it, undefined leaves it. */
  tp?: TpSlSpec | null;
  sl?: TpSlSpec | null;
}
/**
 * A partial TP/SL pair on an open position: a take profit and / or a stop loss for `qty` lots
 * (≤ the position's size), linked one-cancels-other: when one leg fires or is cancelled, the other
 * is cancelled in the same step. A position carries at most `MAX_PARTIAL_TPSL` of them.
 */
export interface AddPartialTpSlCommand extends Cmd {
  kind: 'addPartialTpSl';
  userId: number;
  accountType: AccountType;
  contractId: number;
  leg: 'long' | 'short' | 'net';
  qty: number;
  tp?: TpSlSpec;
  sl?: TpSlSpec;
}
export interface AdjustMarginCommand extends Cmd {
  kind: 'adjustMargin';
  userId: number;
  accountType: AccountType;
  contractId: number;
  leg: 'long' | 'short' | 'net';
  /** Positive adds margin, negative removes it (money units). */
  delta: bigint;
}
/**
 * Referral: `rate` (× 1e8, at most 1e8) of every positive trading fee `userId` pays from its
 * principal or follow account goes to `referrerId`'s spot wallet (taken from the fee the exchange
 * keeps). Rate 0 ends it.
 */
export interface SetReferrerCommand extends Cmd {
  kind: 'setReferrer';
  userId: number;
  referrerId: number;
  rate: bigint;
}
/** Index price from the market data source and the mark price derived from it. */
export interface SetPricesCommand extends Cmd {
  kind: 'setPrices';
  contractId: number;
  indexPrice: number;
  markPrice: number;
}
/** Time passes: premium samples (each minute), funding settlement, bonus auto-close. */
export interface TickCommand extends Cmd {
  kind: 'tick';
}
/**
 * The exchange puts money into a contract's insurance fund (an injection: the simulated market's
 * opening balance, or a top-up). It comes from outside the accounts, so it counts as a deposit.
 */
export interface FundInsuranceCommand extends Cmd {
  kind: 'fundInsurance';
  contractId: number;
  amount: bigint;
}

export type Command =
  | DepositCommand
  | WithdrawCommand
  | GrantBonusCommand
  | TransferCommand
  | SetLeverageCommand
  | SetMarginModeCommand
  | SetPositionModeCommand
  | PlaceOrderCommand
  | CancelOrderCommand
  | AmendOrderCommand
  | CancelAllCommand
  | PlaceBatchCommand
  | CancelGroupCommand
  | SetPositionTpSlCommand
  | AddPartialTpSlCommand
  | AdjustMarginCommand
  | SetPricesCommand
  | SetReferrerCommand
  | TickCommand
  | FundInsuranceCommand;

/**
 * A trailing stop's trail. Replaced as a whole when it moves, never changed in place (snapshots
 * copy orders shallowly and are written after the command that took them).
 */
export interface TrailingStop {
  /** Callback rate in basis points (1 % = 100). */
  callbackBp: number;
  /** Activation price in ticks; 0: none (active from placement). */
  activationPrice: number;
  /**
   * The highest (sell) or lowest (buy) watched price since activation, in ticks; 0 until the
   * trail is active. The order's `triggerPrice` follows from it.
   */
  extreme: number;
}

/** What an order looks like to the outside (match 3004 / 3016). */
export interface OrderView {
  orderId: number;
  userId: number;
  accountType: AccountType;
  contractId: number;
  positionId: number;
  type: OrderType;
  side: OrderSide;
  price: number;
  qty: number;
  filledQty: number;
  /** Σ filled lots × price, for the average fill price (ticks × lots). */
  filledValue: bigint;
  orderStatus: OrderStatusCode;
  tif: TimeInForce;
  reduceOnly: boolean;
  triggerPrice: number;
  triggerBy: TriggerBy | null;
  /**
   * Conditional orders (types 2, 4): fires when the watched price rises to the trigger (true) or
   * falls to it (false), decided when the order was placed and kept after it fired; null for the
   * others. Stop or take profit follows from it and the side.
   */
  triggerAbove: boolean | null;
  tp: TpSlSpec | null;
  sl: TpSlSpec | null;
  /** A trailing stop's trail (type 4 with a callback rate); absent on every other order. */
  trailing?: TrailingStop;
  fee: bigint;
  clientOrderId: string | null;
  /** The order whose preset TP/SL this order is (0: none). */
  parentOrderId: number;
  /** The other leg of a linked TP/SL pair (one-cancels-other); absent on every other order. */
  ocoOrderId?: number;
  /** The batch (`placeBatch`) the order was placed in: its first order's id; absent otherwise. */
  groupId?: number;
  /**
   * A position's own TP/SL: when it fires it closes the whole position, whatever its size then
   * (Binance's `closePosition`); absent on every other order.
   */
  closePosition?: true;
  /** Why the engine created it: user, tpsl, liquidation, takeover, insuranceFund, adl, bonusClose. */
  source: OrderSource;
  createdAt: number;
  updatedAt: number;
}
export type { OrderSource };

/** Balance fields as the spec (match 3002): real (available), trade (≥ 0), upnl, frozen. */
export interface BalanceView {
  userId: number;
  /** 'spot' or the futures account type. */
  account: WalletRef;
  wallet: bigint;
  real: bigint;
  trade: bigint;
  upnl: bigint;
  frozen: bigint;
  /** Σ isolated position margins. */
  isolatedMargin: bigint;
  /** Trial fund / voucher amount still in the account (reclaimed on transfer out or expiry). */
  bonus: bigint;
  /** The voucher's maximum leverage while one is in use (bonus accounts), else 0. */
  maxLeverage: number;
  equity: bigint;
  maintenanceMargin: bigint;
}

/** Position (match 3012). Prices in ticks; fractions rounded to the nearest tick for display. */
export interface PositionView {
  positionId: number;
  userId: number;
  accountType: AccountType;
  contractId: number;
  /** 1 long, -1 short (hedge leg or sign of the one-way net size); 0 once closed. */
  side: 1 | -1 | 0;
  hedge: boolean;
  size: number;
  entryPrice: number;
  cost: bigint;
  isolated: boolean;
  leverage: number;
  margin: bigint;
  markPrice: number;
  upnl: bigint;
  realizedPnl: bigint;
  fees: bigint;
  funding: bigint;
  maintenanceMargin: bigint;
  mmr: bigint;
  riskRate: bigint;
  roi: bigint;
  liquidationPrice: number | null;
  breakevenPrice: number | null;
  tpTrigger: number | null;
  slTrigger: number | null;
  /** When the position opened (engine clock, ms): a bonus position closes 24 h later. */
  openedAt: number;
  updatedAt: number;
}

export interface LiquidationRecord {
  type: 'Liquidate' | 'Bankrupt' | 'Self-trade' | 'ADL';
  userId: number;
  accountType: AccountType;
  contractId: number;
  positionId: number;
  isolated: boolean;
  hedge: boolean;
  side: 1 | -1;
  triggerPrice: number;
  bankruptcyPrice: number;
  entryPrice: number;
  filledQty: number;
  /** Quantity the insurance fund took over at the bankruptcy price. */
  takenOverQty: number;
  positionQty: number;
  equity: bigint;
  maintenanceMargin: bigint;
  /** Surplus collected by the insurance fund (negative: shortfall the fund paid). */
  forfeit: bigint;
  ts: number;
}

export type EngineEvent =
  | { type: 'order'; order: OrderView }
  | {
      type: 'trade';
      tradeId: number;
      contractId: number;
      price: number;
      qty: number;
      takerSide: 'buy' | 'sell';
      makerOrderId: number;
      takerOrderId: number;
      ts: number;
    }
  | { type: 'position'; position: PositionView }
  | {
      type: 'positionConfig';
      userId: number;
      accountType: AccountType;
      contractId: number;
      isolated: boolean;
      leverage: number;
      hedge: boolean;
    }
  | { type: 'balance'; balance: BalanceView }
  | {
      /** A wallet balance changed by `amount`; `balance` is the wallet balance after it. */
      type: 'ledger';
      userId: number;
      account: WalletRef;
      kind: LedgerKind;
      amount: bigint;
      balance: bigint;
      contractId?: number;
      orderId?: number;
      peer?: WalletRef;
      ts: number;
    }
  | { type: 'bookDelta'; contractId: number; side: 'bid' | 'ask'; price: number; qty: number }
  | { type: 'liquidation'; record: LiquidationRecord }
  | {
      type: 'funding';
      contractId: number;
      rate: bigint;
      markPrice: number;
      paid: bigint;
      ts: number;
    }
  | {
      type: 'fundingPayment';
      userId: number;
      accountType: AccountType;
      contractId: number;
      positionId: number;
      amount: bigint;
      ts: number;
    }
  | { type: 'insuranceFund'; contractId: number; balance: bigint }
  | {
      /** A referrer's share of a fee, credited to their spot wallet (the exchange keeps the rest). */
      type: 'referralCommission';
      referrerId: number;
      userId: number;
      accountType: AccountType;
      contractId: number;
      orderId: number;
      fee: bigint;
      commission: bigint;
      ts: number;
    }
  | {
      /**
       * A trial fund / voucher account settled: `profitMoved` to the futures account when its
       * position closed, `lossAbsorbed` by the trial fund, or the rest `reclaimed` by the exchange
       * (`transfer` out or `expiry`).
       */
      type: 'bonus';
      userId: number;
      accountType: AccountType;
      change: 'profitMoved' | 'lossAbsorbed' | 'reclaimed';
      reason: 'close' | 'transfer' | 'expiry';
      amount: bigint;
      ts: number;
    }
  | {
      type: 'prices';
      contractId: number;
      indexPrice: number;
      markPrice: number;
      lastPrice: number;
    };

export type CommandResult =
  | {
      ok: true;
      events: EngineEvent[];
      orderId?: number;
      /** A batch's orders, in the order of the command (`placeBatch`). */
      orderIds?: number[];
      /**
       * The client order id (or a deposit / withdraw reference) was already used: nothing
       * changed; `orderId` is the first order's.
       */
      duplicate?: true;
    }
  | {
      ok: false;
      code: ErrorCodeValue;
      events: EngineEvent[];
      /** The refused order of a batch (0-based), when a `placeBatch` is refused for one order. */
      index?: number;
    };
