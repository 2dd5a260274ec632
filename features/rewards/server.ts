// Server entry: the new-user reward figures for the home and sign-up pages' HTML.
export { createHeadlineLoader, loadRewardsHeadline } from './api/load-headline';
export type { RewardsHeadline } from './api/schemas';
export { headlineFigures, type RewardsFigure } from './model/headline-figures';
