import { ERROR_CODE } from '../../../lib/contract/wire/error-codes';
import type { Language } from '../../../lib/contract/wire/language';
import { errorWords } from '../../error-words';
import { ServiceError } from '../../service-error';

/**
 * Codes of the deposit, withdrawal and address-book endpoints (ours: the spec names none),
 * documented in server/docs/wallet.md. Business answers, HTTP 200 as every v2 user route's
 * (the web client treats any other status as a network failure), worded in the request's language;
 * `data` carries the figures the page shows (minimum, available, the time a block ends).
 */
export const WalletCode = {
  /** The address is not valid for the network (format or checksum). */
  invalidAddress: ERROR_CODE.invalidAddress,
  /** The amount is below the network's minimum (`data.minAmount`). */
  belowMinimum: ERROR_CODE.withdrawBelowMinimum,
  /** The amount is more than the spot wallet holds (`data.available`). */
  overAvailable: ERROR_CODE.withdrawOverAvailable,
  /** Withdrawals from this device are blocked after a password change (`data.blockedUntil`). */
  withdrawBlocked: ERROR_CODE.withdrawBlocked,
  /** Only a withdrawal still `requested` can be cancelled (`data.status`). */
  notCancellable: ERROR_CODE.withdrawalNotCancellable,
  /** No withdrawal of the caller has this id (another user's id answers the same). */
  withdrawalNotFound: ERROR_CODE.withdrawalNotFound,
  /** No deposit source runs here, or the network takes no deposits. */
  depositsUnavailable: ERROR_CODE.depositsUnavailable,
  /** No withdrawal processor runs here, or the network takes no withdrawals. */
  withdrawalsUnavailable: ERROR_CODE.withdrawalsUnavailable,
  /** No address-book entry of the caller has this id. */
  addressNotFound: ERROR_CODE.addressNotFound,
  /** The address book holds its maximum (`data.max`). */
  addressBookFull: ERROR_CODE.addressBookFull,
  /** This address is already in the caller's address book for the network (`data.id`). */
  addressExists: ERROR_CODE.addressExists,
} as const;

export type WalletCodeValue = (typeof WalletCode)[keyof typeof WalletCode];

export class WalletError extends ServiceError {
  declare readonly code: WalletCodeValue;

  /** Worded in `language` from the code table, `{name}` filled from `data`. */
  constructor(
    code: WalletCodeValue,
    language: Language,
    data: Record<string, string | number | null> | null = null,
  ) {
    super(code, errorWords(code, language, data), data, language);
    this.name = 'WalletError';
  }
}
