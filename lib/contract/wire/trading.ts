import type * as z from 'zod/mini';
import type {
  wireAmendOrderInputSchema,
  wireCancelAllAnswerSchema,
  wireCancelledGroupSchema,
  wireCloseAllAnswerSchema,
  wireOrderListAnswerSchema,
  wirePartialTpSlAnswerSchema,
  wirePlacedBatchSchema,
  wirePlacedOrderSchema,
  wirePositionModeAnswerSchema,
  wirePrivateConfigsSchema,
  wireFavoritesAnswerSchema,
  wireSavedPreferencesSchema,
  wirePositionSettingsSchema,
  wireCancelOrderInputSchema,
  wireClosePositionInputSchema,
  wireContractScopeInputSchema,
  wireLeverageInputSchema,
  wireTransferInputSchema,
  wireMarginModeInputSchema,
  wirePartialTpSlInputSchema,
  wirePlaceBatchInputSchema,
  wirePlaceOrderInputSchema,
  wirePositionMarginInputSchema,
  wirePositionModeInputSchema,
  wirePositionRefInputSchema,
  wirePositionTpSlInputSchema,
  wireTpSlInputSchema,
  wireOrderPageSchema,
  wireTradePageSchema,
  wireLiquidationPageSchema,
  wireFundingPaymentSchema,
  wireFundingPageSchema,
  wireOrderDetailSchema,
  wirePositionListSchema,
  wirePositionHistoryListSchema,
  wirePositionAnswerSchema,
} from './trading-schemas';

/**
 * The futures trading calls' bodies (./trading-schemas), zod-free: the words they use and the types
 * of what a client sends. A type is the schema's input (what may be sent: a default may be left
 * out), with ids and account types as numbers, as the web client sends them.
 */

/** A position's leg as the position calls name it (hedge mode; one-way mode may leave it out). */
export const POSITION_LEGS = ['long', 'short'] as const;
export type PositionLeg = (typeof POSITION_LEGS)[number];

/** future/position/margin: into the position's margin, or back to the account. */
export const MARGIN_ACTIONS = ['add', 'reduce'] as const;
export type MarginAction = (typeof MARGIN_ACTIONS)[number];

/**
 * What a body field accepts, as a client sends it: the schema's input, except where the schema
 * takes anything and converts it (a number or its digits): there the converted value, a number.
 */
type Sent<S extends z.core.$ZodType> =
  z.output<S> extends infer O
    ? {
        [K in keyof z.input<S>]: K extends keyof O
          ? unknown extends z.input<S>[K]
            ? O[K]
            : z.input<S>[K]
          : never;
      }
    : never;

export type WireTpSlInput = z.output<typeof wireTpSlInputSchema>;
export type WirePlaceOrderInput = Sent<typeof wirePlaceOrderInputSchema>;
/** A place body once checked: its defaults filled in (the unit, the account). */
export type WirePlaceOrderBody = z.output<typeof wirePlaceOrderInputSchema>;
export type WireAmendOrderInput = Sent<typeof wireAmendOrderInputSchema>;
export type WireCancelOrderInput = Sent<typeof wireCancelOrderInputSchema>;
export type WireContractScopeInput = Sent<typeof wireContractScopeInputSchema>;
export type WirePlaceBatchInput = Sent<typeof wirePlaceBatchInputSchema>;
export type WirePositionRefInput = Sent<typeof wirePositionRefInputSchema>;
export type WireClosePositionInput = Sent<typeof wireClosePositionInputSchema>;
export type WirePositionTpSlInput = Sent<typeof wirePositionTpSlInputSchema>;
export type WirePartialTpSlInput = Sent<typeof wirePartialTpSlInputSchema>;
export type WirePositionMarginInput = Sent<typeof wirePositionMarginInputSchema>;
export type WireLeverageInput = Sent<typeof wireLeverageInputSchema>;
export type WireTransferInput = Sent<typeof wireTransferInputSchema>;
export type WireMarginModeInput = Sent<typeof wireMarginModeInputSchema>;
export type WirePositionModeInput = Sent<typeof wirePositionModeInputSchema>;

export type WirePlacedOrder = z.infer<typeof wirePlacedOrderSchema>;
export type WireCancelAllAnswer = z.infer<typeof wireCancelAllAnswerSchema>;
export type WirePlacedBatch = z.infer<typeof wirePlacedBatchSchema>;
export type WireCancelledGroup = z.infer<typeof wireCancelledGroupSchema>;
export type WireOrderListAnswer = z.infer<typeof wireOrderListAnswerSchema>;
export type WireCloseAllAnswer = z.infer<typeof wireCloseAllAnswerSchema>;
export type WirePartialTpSlAnswer = z.infer<typeof wirePartialTpSlAnswerSchema>;
export type WirePositionSettings = z.infer<typeof wirePositionSettingsSchema>;
export type WirePositionModeAnswer = z.infer<typeof wirePositionModeAnswerSchema>;
export type WirePrivateConfigs = z.infer<typeof wirePrivateConfigsSchema>;
export type WireFavoritesAnswer = z.output<typeof wireFavoritesAnswerSchema>;
/** The preferences as saved and answered (the chart's parts as stored, checked by the chart). */
export type WireSavedPreferences = z.output<typeof wireSavedPreferencesSchema>;

export type WireOrderPage = z.infer<typeof wireOrderPageSchema>;
export type WireTradePage = z.infer<typeof wireTradePageSchema>;
export type WireLiquidationPage = z.infer<typeof wireLiquidationPageSchema>;
export type WireFundingPayment = z.infer<typeof wireFundingPaymentSchema>;
export type WireFundingPage = z.infer<typeof wireFundingPageSchema>;
export type WireOrderDetail = z.infer<typeof wireOrderDetailSchema>;
export type WirePositionList = z.infer<typeof wirePositionListSchema>;
export type WirePositionHistoryList = z.infer<typeof wirePositionHistoryListSchema>;
/** A position action's answer: the position's row, or null once the action closed it. */
export type WirePositionAnswer = z.infer<typeof wirePositionAnswerSchema>;
