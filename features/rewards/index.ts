export { RewardsCentre } from './components/rewards-centre';
export { AuthGate } from './components/auth-gate';
export { InviteCard } from './components/invite-card';
export { InviteeList, CommissionList } from './components/referral-lists';
export { PartnerForm } from './components/partner-form';
export { AutoCloseCountdown } from './components/auto-close-countdown';
export { Section } from './components/section';
export { getRewardsHeadlineQueryOptions, getRewardsHeadline } from './api/get-headline';
export type { RewardsHeadline } from './api/schemas';
