export * from './api/get-candlestick-list';
export * from './api/get-carousel-list';
export * from './api/get-country-list';
export * from './api/get-depth';
export * from './api/get-kline-list';
export * from './api/get-latest-notices';
export * from './api/get-overview';
export * from './api/get-public';
// Types only: the schemas load on demand with each request (zod stays out of the first load).
export type * from './api/schemas';
export * from './model/group-depth';
export * from './api/get-funding-rate';
