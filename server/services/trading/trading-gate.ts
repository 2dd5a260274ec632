import { eq } from 'drizzle-orm';
import { KycState } from '../../auth/accounts';
import { jurisdictionOf } from '../../auth/kyc';
import type { Database } from '../../db/database';
import { futuresAccounts, users } from '../../db/schema';
import { ErrorCode } from '../../engine';
import { TradingError } from './trading-error';

/**
 * What a call does with money: `open` may add exposure or move money into futures, `reduce` only
 * lowers it or takes money out (allowed to users of a restricted jurisdiction).
 */
export type TradingIntent = 'open' | 'reduce';

/**
 * The permission every money-changing futures call needs: identity verification (KYC level 1)
 * approved and the futures account opened (1034 otherwise); a residence in a restricted
 * jurisdiction may only reduce or close (1009).
 */
export class TradingGate {
  constructor(private readonly database: Database) {}

  async permit(userId: number, intent: TradingIntent): Promise<void> {
    const [row] = await this.database.db
      .select({
        kycLevel1: users.kycLevel1,
        residence: users.residenceCountry,
        futuresOpened: futuresAccounts.userId,
      })
      .from(users)
      .leftJoin(futuresAccounts, eq(futuresAccounts.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || row.kycLevel1 !== KycState.approved || row.futuresOpened === null) {
      throw new TradingError(
        ErrorCode.NoPermission,
        'no trading permission: verify your identity (KYC) and open a futures account first',
      );
    }
    if (intent === 'reduce') return;
    const place = await jurisdictionOf(this.database, row.residence);
    if (place.restricted) {
      throw new TradingError(
        ErrorCode.TradingProhibited,
        'trading temporarily prohibited in your country of residence: you may only reduce or close',
        { country: place.country },
      );
    }
  }
}
