// The public face of the account feature for app/: the account pages compose these sections.
export { AccountGate } from './components/account-gate';
export { AccountNav } from './components/account-nav';
export { AccountSection } from './components/account-section';
export { ActiveSessions } from './components/active-sessions';
export { AntiPhishingCode } from './components/anti-phishing-code';
export { ApiKeyManagement } from './components/api-key-management';
export { ApiSigningGuide } from './components/api-signing-guide';
export { ChangePassword } from './components/change-password';
export { LoginHistory } from './components/login-history';
export { ProfileSummary } from './components/profile-summary';
