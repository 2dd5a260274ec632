import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after a second by default: on a machine with its cores shared
// (the README's test command runs the API tests' servers beside these), a dialog that a user sees
// at once took longer than that to render once. A ceiling for something that never comes, not a
// speed goal: every wait still ends as soon as the thing is there.
configure({ asyncUtilTimeout: 10_000 });
