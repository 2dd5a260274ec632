import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '@/lib/test-utils/http-server';
import { publicReferenceData } from '@/lib/contract/public-reference';
import { wireCountry } from '@/lib/test-utils/wire-content';
import { wireUserInfo } from '@/lib/test-utils/wire-user';
import { wireIndicator } from '@/lib/test-utils/wire-public';

/**
 * Every endpoint of spec section 7, called through its fetcher with the app's real http client
 * against a real local server: method, base, path, query defaults and response parsing.
 */
let server: TestServer;
let reply: (url: string) => unknown;

beforeAll(async () => {
  server = await startTestServer((req, res) => sendJson(res, reply(req.url)));
  process.env.INTERNAL_API_ORIGIN = server.url;
  vi.resetModules();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reply = () => ({ code: 0, success: true, data: null });
});

function last() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  return request;
}

/** Answers shaped as the bundled server sends them (server/services, server/auth). */
const country = wireCountry({
  code: 'KR',
  iso3: 'KOR',
  dialCode: '+82',
  name: 'South Korea',
  names: { ko: '대한민국' },
});
const banner = {
  id: 1,
  sort: 0,
  title: 'Trial fund',
  subtitle: 'Up to 100 USDT',
  imageUrl: '/banners/trial.png',
  linkUrl: '/activity/trial',
};
const notice = {
  id: 3,
  category: 'listing',
  title: 'New contract',
  summary: 'SOLUSDT perpetual',
  linkUrl: null,
  publishedAt: 1_700_000_000_000,
  pinned: true,
};
const tradingConfig = {
  contractId: 1,
  name: 'BTC/USDT',
  code: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marginAsset: 'USDT',
  contractSize: '0.001',
  priceScale: 1,
  amountPrecision: 3,
  riskLimits: [{ maxNotional: '50000', leverage: 125, maintenanceMarginRate: '0.004' }],
  baseAssetIcon: '/coins/btc.svg',
  isNew: false,
  perpetual: true,
  deliveryTime: null,
  tickSize: '0.1',
  minOrderQuantity: '1',
  minOrderValue: '5',
  maxOrderQuantity: '1000',
  maxMarketOrderQuantity: '120',
  maxLeverage: 125,
  makerFeeRate: '0.0002',
  takerFeeRate: '0.0005',
  fundingIntervalHours: 8,
  fundingRateCap: '0.0075',
};
const privateConfigs = (favorites: number[]) => ({
  favorites,
  positionMode: { hedge: false },
  positionConfigs: [{ contractId: 1, isolated: false, leverage: 20 }],
  preferences: {
    confirmOrders: true,
    dismissedNotices: {},
    colorConvention: 'greenUp',
    quantityUnit: 'base',
  },
});
const userInfo = {
  userId: 7,
  userName: null,
  email: 'a@b.c',
  phone: null,
  simpleStatus: 1,
  superStatus: 0,
  googleBound: true,
  residenceCountry: 'KR',
  kycLevel1: 'approved',
  kycLevel2: 'pending',
  withdrawBlockedUntil: null,
};
const limitCountry = {
  country: 'KR',
  restricted: false,
  futuresAllowed: true,
  reason: null,
};

describe('market endpoints', () => {
  it('GET /api/getPublic reads the server’s reference data as it is (a contract only the server lists shows)', async () => {
    const { getPublic } = await import('./market/api/get-public');
    // What the server answers: lib/contract/public-reference, with a contract listed only there.
    const answer = publicReferenceData();
    const [first] = answer.contracts;
    if (!first) throw new Error('no contract in the reference data');
    answer.contracts = [{ ...first, contractId: 999, name: 'NEW/USDT', code: 'NEWUSDT' }];
    reply = () => ({ success: true, data: answer });
    const data = await getPublic();
    expect(last()).toMatchObject({ method: 'GET', url: '/api/getPublic' });
    expect(data).toEqual({ ...answer, source: 'server' });
  });

  it('GET /api/getPublic falls back to the bundled reference data when it does not succeed', async () => {
    const { getPublic } = await import('./market/api/get-public');
    reply = () => ({ success: false, code: 500, message: 'down' });
    const data = await getPublic();
    expect(data.source).toBe('fallback');
    expect(data.contracts.find((c) => c.code === 'BTCUSDT')?.amountPrecision).toBe(3);
  });

  it('GET /api/getOverview returns market indicators', async () => {
    const { getOverview } = await import('./market/api/get-overview');
    const btc = wireIndicator({ cid: 1, lp: '97000', pcr: '0.01', mp: '97001', ip: '96999' });
    reply = () => ({ success: true, data: [btc] });
    expect(await getOverview()).toEqual([btc]);
    expect(last().url).toBe('/api/getOverview');
  });

  it('GET futureQuot/queryCandlestickList defaults to range 3600000 and limit 24', async () => {
    const { getCandlestickList, getCandlestickListQueryOptions } =
      await import('./market/api/get-candlestick-list');
    const candles = [
      { time: 1700000000000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '10' },
      { time: 1700003600000, open: '1.5', high: '2', low: '1', close: '1.8', volume: '4' },
    ];
    reply = () => ({ code: 0, data: candles });
    const points = await getCandlestickList({ contractId: 1 });
    expect(last().url).toBe(
      '/api/futures/futureQuot/queryCandlestickList?contractId=1&range=3600000&limit=24',
    );
    expect(points).toEqual(candles);
    expect(getCandlestickListQueryOptions({ contractId: 1 }).queryKey).toEqual([
      'market',
      'candlesticks',
      1,
      3_600_000,
      24,
    ]);
  });

  it('GET v1/market/klineList defaults to period 60min and size 24', async () => {
    const { getKlineList } = await import('./market/api/get-kline-list');
    reply = () => ({ code: 0, data: [] });
    await getKlineList({ symbol: 'btcusdt' });
    expect(last().url).toBe('/api/market/v1/market/klineList?symbol=btcusdt&period=60min&size=24');
  });

  it.each([
    ['./market/api/get-country-list', 'getCountryList', '/api/v2/public/country/list', country],
    ['./market/api/get-carousel-list', 'getCarouselList', '/api/v2/public/carousel/list', banner],
    [
      './market/api/get-latest-notices',
      'getLatestNotices',
      '/api/v2/public/notic/latest/list?size=10',
      notice,
    ],
  ])('%s GETs %s', async (file, name, url, row) => {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, () => Promise<unknown>>;
    reply = () => ({ code: 0, data: [row] });
    const fetcher = mod[name];
    if (!fetcher) throw new Error(`${name} is not exported`);
    expect(await fetcher()).toEqual([row]);
    expect(last()).toMatchObject({ method: 'GET', url });
  });

  it('GET /api/getPublic falls back to the bundled reference data on a malformed answer', async () => {
    const { getPublic } = await import('./market/api/get-public');
    reply = () => ({ success: true, data: { contracts: [{ contractId: 'x' }] } });
    expect((await getPublic()).source).toBe('fallback');
  });
});

describe('futures endpoints', () => {
  it('GET configs/public and configs/private; favourites come from the private configuration', async () => {
    const { getPublicConfigs } = await import('./futures/api/get-public-configs');
    const { getPrivateConfigs } = await import('./futures/api/get-private-configs');
    reply = (url) => ({
      code: 0,
      data: url.includes('private') ? privateConfigs([3, 1]) : { contracts: [tradingConfig] },
    });
    expect(await getPublicConfigs()).toEqual({ contracts: [tradingConfig] });
    expect(last().url).toBe('/api/futures/configs/public');
    expect((await getPrivateConfigs()).favorites).toEqual([3, 1]);
    expect(last().url).toBe('/api/futures/configs/private');
  });

  it('POST future/addFavorite and future/deleteFavorite with the contract id as JSON', async () => {
    const { addFavorite } = await import('./futures/api/add-favorite');
    const { deleteFavorite } = await import('./futures/api/delete-favorite');
    reply = () => ({ code: 0, data: { favorites: [7] } });
    expect(await addFavorite({ contractId: 7 })).toEqual({ favorites: [7] });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/futures/future/addFavorite',
      body: '{"contractId":7}',
    });
    reply = () => ({ code: 0, data: { favorites: [] } });
    expect(await deleteFavorite({ contractId: 7 })).toEqual({ favorites: [] });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/futures/future/deleteFavorite',
      body: '{"contractId":7}',
    });
    reply = () => ({ code: 1034, message: 'no permission' });
    await expect(addFavorite({ contractId: 8 })).rejects.toMatchObject({
      code: 1034,
      kind: 'business',
    });
  });

  it('GET future/spotBalance keeps amounts as decimal strings', async () => {
    const { getSpotBalance } = await import('./futures/api/get-spot-balance');
    const balance = { currencyId: 1, real: '-2.5', trade: '0', frozen: '1' };
    reply = () => ({ code: 0, data: [balance] });
    expect(await getSpotBalance()).toEqual([balance]);
    expect(last().url).toBe('/api/futures/future/spotBalance');
  });
});

describe('v2 user endpoints', () => {
  it('POST user/base/info, user/limit/country and user/login/out', async () => {
    const { getUserInfo } = await import('./session/api/get-user-info');
    const { getUserLimitCountry } = await import('./session/api/get-user-limit-country');
    const { postLogout } = await import('./session/api/logout');
    reply = () => ({ code: 0, data: userInfo });
    expect(await getUserInfo()).toEqual(userInfo);
    expect(last()).toMatchObject({ method: 'POST', url: '/api/v2/user/base/info' });
    reply = () => ({ code: 0, data: limitCountry });
    expect(await getUserLimitCountry({ country: 'KR' })).toEqual(limitCountry);
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/v2/user/limit/country',
      body: '{"country":"KR"}',
    });
    reply = () => ({ code: 0, data: { loggedOut: true } });
    await postLogout();
    expect(last()).toMatchObject({ method: 'POST', url: '/api/v2/user/login/out' });
  });

  const email = { email: 'a@b.c' };
  const mobile = { dialCode: '+82', mobile: '1012345678' };
  const ticket = { ticket: 't-1', factor: 'email', target: 'a***@b.c', retryAfterSeconds: 60 };
  const grant = { token: 'x'.repeat(32), info: wireUserInfo() };
  const registration = { code: '123456', password: 'Secret#1', inviteCode: '', agreement: true };
  it.each([
    [
      'slider-risk',
      'sliderRisk',
      [{ challengeId: 'c', x: 120, trace: [{ x: 0, t: 0 }] }],
      'user/slider/risk',
      { sliderToken: 's' },
    ],
    [
      'check-registration',
      'checkRegistration',
      [email],
      'user/register/email/new/check',
      { available: true },
    ],
    [
      'check-registration',
      'checkRegistration',
      [mobile],
      'user/register/mobile/new/check',
      { available: true },
    ],
    [
      'send-register-code',
      'sendRegisterCode',
      [email],
      'user/register/gateway/sendEmail',
      { retryAfterSeconds: 60 },
    ],
    [
      'send-register-code',
      'sendRegisterCode',
      [mobile],
      'user/register/gateway/sendSms',
      { retryAfterSeconds: 60 },
    ],
    [
      'confirm-registration',
      'confirmRegistration',
      [{ ...email, ...registration }],
      'user/register/email/confirmed',
      grant,
    ],
    [
      'confirm-registration',
      'confirmRegistration',
      [{ ...mobile, ...registration }],
      'user/register/mobile/confirmed',
      grant,
    ],
    [
      'check-login',
      'checkLogin',
      [{ ...email, password: 'Secret#1', sliderToken: '' }],
      'user/login/new/check',
      ticket,
    ],
    [
      'confirm-login',
      'confirmLogin',
      [{ ticket: 't-1', code: '123456' }],
      'user/login/confirm',
      grant,
    ],
    [
      'find-password-step-one',
      'findPasswordStepOne',
      [mobile],
      'user/find/password/new/one',
      ticket,
    ],
    [
      'validate-recovery-code',
      'validateRecoveryCode',
      [{ ticket: 't-1', code: '123456' }],
      'user/find/strategy/validCode',
      { resetTicket: 'r', authenticatorRequired: true },
    ],
    [
      'find-password-step-three',
      'findPasswordStepThree',
      [{ resetTicket: 'r', password: 'Secret#1', googleCode: '' }],
      'user/find/password/three',
      { changed: true },
    ],
  ])('auth/%s: %s POSTs its JSON body to %j', async (file, name, args, path, answer) => {
    const mod = (await import(/* @vite-ignore */ `./auth/api/${file}`)) as Record<
      string,
      (...input: unknown[]) => Promise<unknown>
    >;
    reply = () => ({ code: 0, data: answer });
    const fetcher = mod[name];
    if (!fetcher) throw new Error(`${name} is not exported`);
    expect(await fetcher(...args)).toEqual(answer);
    expect(last()).toMatchObject({
      method: 'POST',
      url: `/api/v2/${path}`,
      body: JSON.stringify(args[0]),
    });
    expect(last().headers['content-type']).toBe('application/json');
  });

  it.each([
    ['email', 'user/common/gateway/send/email'],
    ['sms', 'user/common/gateway/send/sms'],
  ])('auth: a login code is sent again by %s through %s', async (factor, path) => {
    const { sendTicketCode } = await import('./auth/api/send-ticket-code');
    reply = () => ({ code: 0, data: { retryAfterSeconds: 60 } });
    await sendTicketCode({ ticket: 't-1', factor: factor as 'email' | 'sms' }, 'login');
    expect(last()).toMatchObject({
      method: 'POST',
      url: `/api/v2/${path}`,
      body: '{"ticket":"t-1","kind":"login"}',
    });
  });

  it('auth: POST user/image/getImageConfig asks for a slider puzzle', async () => {
    const { getImageConfig } = await import('./auth/api/get-image-config');
    const puzzle = {
      challengeId: 'c',
      width: 300,
      height: 150,
      pieceSize: 40,
      pieceY: 30,
      background: 'data:image/png;base64,AA',
      piece: 'data:image/png;base64,AA',
    };
    reply = () => ({ code: 0, data: puzzle });
    expect(await getImageConfig()).toEqual(puzzle);
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/api/v2/user/image/getImageConfig',
      body: '{}',
    });
  });

  it('GET user/login/guideGoogle', async () => {
    const { getGuideGoogle } = await import('./auth/api/guide-google');
    reply = () => ({
      code: 0,
      data: {
        secret: 'S',
        otpauthUrl: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,AA==',
        bound: false,
      },
    });
    await getGuideGoogle();
    expect(last()).toMatchObject({ method: 'GET', url: '/api/v2/user/login/guideGoogle' });
  });

  it('every request carries language, device id (a SHA-256 hex), client type PC and client id 1', async () => {
    const { getCountryList } = await import('./market/api/get-country-list');
    reply = () => ({ code: 0, data: [] });
    await getCountryList();
    const headers = last().headers;
    expect(headers.language).toBe('en_US');
    expect(headers['device-id']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['client-type']).toBe('PC');
    expect(headers['client-id']).toBe('1');
  });
});

describe('a malformed answer', () => {
  it.each([
    ['./market/api/get-overview', 'getOverview', [{ lp: '1' }], undefined],
    ['./market/api/get-overview', 'getOverview', [{ cid: 1, lp: '97000' }], undefined],
    ['./market/api/get-country-list', 'getCountryList', [{ ...country, restricted: 'no' }]],
    ['./market/api/get-carousel-list', 'getCarouselList', [{ ...banner, id: '1' }]],
    ['./market/api/get-latest-notices', 'getLatestNotices', { list: [notice] }, {}],
    ['./market/api/get-candlestick-list', 'getCandlestickList', [{ open: '1' }], { contractId: 1 }],
    ['./market/api/get-kline-list', 'getKlineList', [['x']], { symbol: 'btcusdt' }],
    ['./futures/api/get-public-configs', 'getPublicConfigs', { contracts: [{ contractId: 1 }] }],
    ['./futures/api/get-private-configs', 'getPrivateConfigs', { favorites: ['BTCUSDT'] }],
    ['./futures/api/get-spot-balance', 'getSpotBalance', [{ currencyId: 1, real: 2.5 }]],
    ['./futures/api/add-favorite', 'addFavorite', { favorites: 7 }, { contractId: 1 }],
    ['./futures/api/delete-favorite', 'deleteFavorite', null, { contractId: 1 }],
    ['./session/api/get-user-info', 'getUserInfo', { ...userInfo, userId: undefined }],
    ['./session/api/get-user-limit-country', 'getUserLimitCountry', { limited: false }, {}],
    ['./session/api/logout', 'postLogout', 'ok'],
  ])('from %s is rejected by %s', async (file, name, data, input?: object) => {
    const mod = (await import(/* @vite-ignore */ file)) as Record<
      string,
      (input?: object) => Promise<unknown>
    >;
    const fetcher = mod[name];
    if (!fetcher) throw new Error(`${name} is not exported`);
    reply = () => ({ code: 0, success: true, data });
    await expect(input ? fetcher(input) : fetcher()).rejects.toMatchObject({ kind: 'validation' });
  });
});
