export * from './api/get-candlestick-list';
export * from './api/get-carousel-list';
export * from './api/get-country-list';
export * from './api/get-kline-list';
export * from './api/get-latest-notices';
export * from './api/get-overview';
export * from './api/get-public';
export * from './api/schemas';
