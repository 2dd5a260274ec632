// Server entry: what a page needs to render the listing into its HTML.
export { getSparklines } from './api/get-sparklines';
