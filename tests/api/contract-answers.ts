import { isDeepStrictEqual } from 'node:util';
import type * as z from 'zod/mini';
import {
  wireCarouselListSchema,
  wireCountryListSchema,
  wireLatestNoticesSchema,
  wireNoticeDetailSchema,
  wireNoticePageSchema,
  wireSupportTicketOpenedSchema,
} from '../../lib/contract/wire/content-schemas';
import {
  wireFollowPageSchema,
  wireFollowPositionsSchema,
  wireFollowSchema,
  wireLeaderPageSchema,
  wireLeaderProfileSchema,
  wireLeadInfoSchema,
  wireLeadStopSchema,
  wireMirroredTradePageSchema,
} from '../../lib/contract/wire/follow-schemas';
import {
  wireContractDetailSchema,
  wireCurrentFundingRateSchema,
  wireFundingRateHistorySchema,
  wireFundingRateListSchema,
  wireInsuranceFundHistorySchema,
  wireInsuranceFundSchema,
} from '../../lib/contract/wire/futures-info-schemas';
import {
  wireCommissionPageSchema,
  wireGrantsSchema,
  wireHeadlineSchema,
  wireInviteePageSchema,
  wirePartnerApplicationSchema,
  wirePartnerListSchema,
  wireReferralInfoSchema,
  wireRewardTasksSchema,
  wireTourStateSchema,
  wireUseVoucherAnswerSchema,
  wireVoucherListSchema,
} from '../../lib/contract/wire/rewards-schemas';
import {
  wireAuthenticatorBoundSchema,
  wireAuthenticatorGuideSchema,
  wireAuthenticatorUnboundSchema,
  wireAvailableSchema,
  wireContactChangedSchema,
  wireFuturesOpenedSchema,
  wireFuturesStatusSchema,
  wireKycSubmittedSchema,
  wireLoggedOutSchema,
  wirePasswordChangedSchema,
  wireResetTicketSchema,
  wireSentCodeSchema,
  wireSessionGrantSchema,
  wireSliderPassSchema,
  wireSliderPuzzleSchema,
  wireStepTicketSchema,
  wireStepUpGrantSchema,
  wireUserInfoSchema,
  wireUserLimitCountrySchema,
} from '../../lib/contract/wire/user-schemas';
import {
  wireAntiPhishingChangedSchema,
  wireApiKeyDeletedSchema,
  wireApiKeyListSchema,
  wireCreatedApiKeySchema,
  wireLoginHistoryPageSchema,
  wireOthersRevokedSchema,
  wireSessionListSchema,
  wireSessionRevokedSchema,
} from '../../lib/contract/wire/security-schemas';
import {
  wireDepthFrameSchema,
  wireKlineSchema,
  wireMarketIndicatorSchema,
} from '../../lib/contract/wire/public-schemas';
import {
  wirePublicDataSchema,
  wireTradingConfigsSchema,
} from '../../lib/contract/wire/reference-schemas';
import {
  wireAddressDeletedSchema,
  wireCoinListSchema,
  wireDepositAddressSchema,
  wireDepositPageSchema,
  wireDepositSchema,
  wireInstantDemoDepositSchema,
  wireHistoryPageSchema,
  wireLedgerPageSchema,
  wirePnlSummarySchema,
  wireSavedAddressListSchema,
  wireSavedAddressSchema,
  wireSendCodeAnswerSchema,
  wireSpotBalanceSchema,
  wireTransferAnswerSchema,
  wireWithdrawalPageSchema,
  wireWithdrawalSchema,
  wireWithdrawInfoSchema,
} from '../../lib/contract/wire/wallet-schemas';
import {
  wireCancelAllAnswerSchema,
  wireCancelledGroupSchema,
  wireCloseAllAnswerSchema,
  wireFavoritesAnswerSchema,
  wireFundingPageSchema,
  wireLiquidationPageSchema,
  wireOrderDetailSchema,
  wireOrderListAnswerSchema,
  wireOrderPageSchema,
  wirePartialTpSlAnswerSchema,
  wirePlacedBatchSchema,
  wirePlacedOrderSchema,
  wirePositionAnswerSchema,
  wirePositionHistoryListSchema,
  wirePositionListSchema,
  wirePositionModeAnswerSchema,
  wirePositionSettingsSchema,
  wirePrivateConfigsSchema,
  wireSavedPreferencesSchema,
  wireTradePageSchema,
} from '../../lib/contract/wire/trading-schemas';
import { wireAccountSchema, wireOrderSchema } from '../../lib/contract/wire/match-schemas';
import { wireListingApplicationReceivedSchema } from '../../lib/contract/wire/listing-schemas';
import * as zm from 'zod/mini';

/**
 * The contract's schema of each route's success answer (lib/contract/wire), by the path after its
 * API base. The API tests' clients (and harness getJson) check every success answer of these routes against it, so a
 * field that drifts (a type, a name, a field the contract does not name) fails whichever test
 * met it, whatever that test is about.
 */
const ANSWERS: Record<string, z.ZodMiniType> = {
  // The public routes at the origin's /api.
  getPublic: wirePublicDataSchema,
  getOverview: zm.array(wireMarketIndicatorSchema),
  // The v2 base: public content.
  'public/country/list': wireCountryListSchema,
  'public/carousel/list': wireCarouselListSchema,
  'public/notic/latest/list': wireLatestNoticesSchema,
  'public/notic/list': wireNoticePageSchema,
  'public/notic/detail': wireNoticeDetailSchema,
  'public/support/ticket': wireSupportTicketOpenedSchema,
  'public/listing/apply': wireListingApplicationReceivedSchema,
  // The futures base: public.
  'contract/detail': wireContractDetailSchema,
  'futureQuot/depth': wireDepthFrameSchema,
  'fundingRate/current': wireCurrentFundingRateSchema,
  'fundingRate/list': wireFundingRateListSchema,
  'fundingRate/history': wireFundingRateHistorySchema,
  'insuranceFund/current': wireInsuranceFundSchema,
  'insuranceFund/history': wireInsuranceFundHistorySchema,
  // The futures base: private.
  'futureQuot/queryCandlestickList': zm.array(wireKlineSchema),
  'configs/public': wireTradingConfigsSchema,
  // The futures base: private (server/api/futures-calls.ts, the Binance layer's table too).
  'configs/private': wirePrivateConfigsSchema,
  'configs/preferences': wireSavedPreferencesSchema,
  'future/addFavorite': wireFavoritesAnswerSchema,
  'future/deleteFavorite': wireFavoritesAnswerSchema,
  'future/spotBalance': zm.array(wireSpotBalanceSchema),
  'future/accounts': zm.array(wireAccountSchema),
  'future/transfer': wireTransferAnswerSchema,
  'future/leverage': wirePositionSettingsSchema,
  'future/marginMode': wirePositionSettingsSchema,
  'future/positionMode': wirePositionModeAnswerSchema,
  'future/order/open': wireOrderPageSchema,
  'future/order/place': wirePlacedOrderSchema,
  'future/order/placeBatch': wirePlacedBatchSchema,
  'future/order/amend': wireOrderSchema,
  'future/order/cancel': wireOrderSchema,
  'future/order/cancelGroup': wireCancelledGroupSchema,
  'future/order/cancelAll': wireCancelAllAnswerSchema,
  'future/order/history': wireOrderPageSchema,
  'future/order/detail': wireOrderDetailSchema,
  'future/trade/history': wireTradePageSchema,
  'future/pnl/history': wirePnlSummarySchema,
  'future/liquidation/history': wireLiquidationPageSchema,
  'future/funding/history': wireFundingPageSchema,
  'future/position/list': wirePositionListSchema,
  'future/position/tpsl': wirePositionAnswerSchema,
  'future/position/tpsl/partial': wirePartialTpSlAnswerSchema,
  'future/position/margin': wirePositionAnswerSchema,
  'future/position/close': wireOrderSchema,
  'future/position/closeAll': wireCloseAllAnswerSchema,
  'future/position/reverse': wireOrderListAnswerSchema,
  'future/position/history': wirePositionHistoryListSchema,
  'position/history': wirePositionHistoryListSchema,
  // The v2 base: the wallet.
  'asset/coin/list': wireCoinListSchema,
  'asset/deposit/address': wireDepositAddressSchema,
  'asset/deposit/list': wireDepositPageSchema,
  'asset/deposit/demo': wireDepositSchema,
  'asset/demo/deposit': wireInstantDemoDepositSchema,
  'asset/withdraw/info': wireWithdrawInfoSchema,
  'asset/withdraw/sendCode': wireSendCodeAnswerSchema,
  'asset/withdraw/apply': wireWithdrawalSchema,
  'asset/withdraw/cancel': wireWithdrawalSchema,
  'asset/withdraw/list': wireWithdrawalPageSchema,
  'asset/withdraw/address/list': wireSavedAddressListSchema,
  'asset/withdraw/address/add': wireSavedAddressSchema,
  'asset/withdraw/address/delete': wireAddressDeletedSchema,
  'asset/history': wireHistoryPageSchema,
  'asset/ledger': wireLedgerPageSchema,
  // The v2 base: the account.
  'user/base/info': wireUserInfoSchema,
  'user/limit/country': wireUserLimitCountrySchema,
  'user/login/out': wireLoggedOutSchema,
  'user/futures/open': wireFuturesOpenedSchema,
  'user/futures/status': wireFuturesStatusSchema,
  'user/login/new/check': wireStepTicketSchema,
  'user/login/confirm': wireSessionGrantSchema,
  'user/register/email/confirmed': wireSessionGrantSchema,
  'user/register/mobile/confirmed': wireSessionGrantSchema,
  'user/register/gateway/sendEmail': wireSentCodeSchema,
  'user/register/gateway/sendSms': wireSentCodeSchema,
  'user/find/password/new/one': wireStepTicketSchema,
  'user/find/strategy/validCode': wireResetTicketSchema,
  'user/find/password/three': wirePasswordChangedSchema,
  'user/register/email/new/check': wireAvailableSchema,
  'user/register/mobile/new/check': wireAvailableSchema,
  'user/image/getImageConfig': wireSliderPuzzleSchema,
  'user/slider/risk': wireSliderPassSchema,
  'user/common/gateway/send/email': wireSentCodeSchema,
  'user/common/gateway/send/sms': wireSentCodeSchema,
  'user/kyc/level1': wireKycSubmittedSchema,
  'user/kyc/level2': wireKycSubmittedSchema,
  'user/security/stepUp': wireStepUpGrantSchema,
  'user/login/guideGoogle': wireAuthenticatorGuideSchema,
  'user/login/bindGoogle': wireAuthenticatorBoundSchema,
  'user/login/unbindGoogle': wireAuthenticatorUnboundSchema,
  'user/password/update': wirePasswordChangedSchema,
  'user/contact/sendCode': wireSentCodeSchema,
  'user/contact/update': wireContactChangedSchema,
  'user/antiPhishing/update': wireAntiPhishingChangedSchema,
  'user/apiKey/list': wireApiKeyListSchema,
  'user/apiKey/create': wireCreatedApiKeySchema,
  'user/apiKey/delete': wireApiKeyDeletedSchema,
  'user/session/list': wireSessionListSchema,
  'user/session/revoke': wireSessionRevokedSchema,
  'user/session/revokeOthers': wireOthersRevokedSchema,
  'user/login/history': wireLoginHistoryPageSchema,
  // The v2 base: rewards, referral and the tour.
  'public/rewards/headline': wireHeadlineSchema,
  'rewards/tasks': wireRewardTasksSchema,
  'rewards/vouchers': wireVoucherListSchema,
  'rewards/grants': wireGrantsSchema,
  'rewards/voucher/use': wireUseVoucherAnswerSchema,
  'referral/info': wireReferralInfoSchema,
  'referral/invitees': wireInviteePageSchema,
  'referral/commissions': wireCommissionPageSchema,
  'referral/partner/apply': wirePartnerApplicationSchema,
  'referral/partner': wirePartnerListSchema,
  'user/tour': wireTourStateSchema,
  'user/tour/update': wireTourStateSchema,
  // The v2 base: copy trading.
  'follow/leaders': wireLeaderPageSchema,
  'follow/leader': wireLeaderProfileSchema,
  'follow/lead/info': wireLeadInfoSchema,
  'follow/lead/apply': wireLeaderProfileSchema,
  'follow/lead/stop': wireLeadStopSchema,
  'follow/start': wireFollowSchema,
  'follow/stop': wireFollowSchema,
  'follow/list': wireFollowPageSchema,
  'follow/positions': wireFollowPositionsSchema,
  'follow/trades': wireMirroredTradePageSchema,
};

/**
 * Throws unless a success answer of `path` (query and all) is its contract's, exactly: parsed by
 * the schema and equal to what parsing kept (the schemas drop fields they do not name, so any
 * extra field, at any depth, makes the two differ). Refusals and unknown routes pass through.
 */
export function checkContractAnswer(path: string, code: number, data: unknown): void {
  if (code !== 0) return;
  // A path after its API base ("asset/ledger") or from the origin ("/api/futures/asset/…").
  const route = (path.split('?')[0] ?? '').replace(/^\/?(api\/(futures\/|v2\/)?)?/, '');
  const schema = ANSWERS[route];
  if (!schema) return;
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`${route} answered off its contract: ${JSON.stringify(parsed.error.issues)}`);
  if (!isDeepStrictEqual(parsed.data, data))
    throw new Error(
      `${route} answered fields its contract does not name: ${JSON.stringify(data)} against ${JSON.stringify(parsed.data)}`,
    );
}
