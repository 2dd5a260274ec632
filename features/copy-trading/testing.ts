// Test helpers of the copy-trading feature.
import { sessionStore } from '@/features/session';

/** A logged-in session around each test, for lib/test-utils/fake-api's `stubApi`. */
export const testSession = {
  logIn: () => sessionStore.getState().tokenChanged('tok-test'),
  logOut: () => sessionStore.getState().sessionCleared(),
};
