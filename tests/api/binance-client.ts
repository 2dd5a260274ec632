import { signUpByEmail, uniqueEmail, v2 } from './auth-client';
import { createKey, type CreatedKey } from './api-key-client';
import { fund, futures, userIdOf } from './trading-client';

export { binanceUrls, ccxtClient, ccxtProClient } from './ccxt-clients';

/**
 * The pieces the Binance-compatible layer's tests share: a trader with KYC, a futures account,
 * funds and an API key created through `user/apiKey/create`, and CCXT's unmodified
 * `binanceusdm` (REST) and `pro.binanceusdm` (websockets) pointed at a server of these tests.
 */

export interface BinanceTrader {
  token: string;
  email: string;
  userId: number;
  key: CreatedKey;
}

/** Signs up, passes KYC, opens futures, deposits and moves `amount` USDT, creates a trade key. */
export async function binanceTrader(base: string, amount = '10000'): Promise<BinanceTrader> {
  const email = uniqueEmail('binance');
  const token = await signUpByEmail(base, email);
  const call = v2(base);
  const kyc = await call(
    'user/kyc/level1',
    { realName: 'Sato Hana', country: 'JP', idNumber: 'T1234567' },
    { token },
  );
  if (kyc.code !== 0) throw new Error(`kyc failed: ${kyc.raw}`);
  const opened = await call('user/futures/open', { acceptRisk: true }, { token });
  if (opened.code !== 0) throw new Error(`futures not opened: ${opened.raw}`);
  if (amount !== '0') await fund(futures(base), base, token, amount);
  const key = await createKey(
    base,
    { token, email },
    { label: 'ccxt', permissions: ['read', 'trade'] },
  );
  return { token, email, userId: await userIdOf(base, token), key };
}
