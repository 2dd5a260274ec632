// Server Components of the futures feature. They use next-intl/server, so they stay out of
// index.ts, which client components import.
export { FuturesScreen } from './components/futures-screen';
