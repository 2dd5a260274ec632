// The step-up every security change asks for (issue 30): the account, auth and wallet features
// import it through this index only.
export {
  isStepUpCancelled,
  StepUpCancelled,
  useStepUp,
  type RunOptions,
  type StepUp,
} from './hooks/use-step-up';
export { forgetStepUp } from './stores/step-up-grant';
export { SecurityChangeNotice } from './components/security-change-notice';
export { SendCodeButton } from './components/send-code-button';
export type { SentCode } from './api/send-security-code';
export { STEP_UP_REQUIRED, retryAfterOf } from './utils/errors';
