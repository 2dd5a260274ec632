/** The guided tour's entry, imported lazily by the futures screen (kept out of its first load). */
export { TourHost } from './components/tour/tour-host';
