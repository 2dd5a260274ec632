// `findBy…` and `waitFor` give up after a second by default: on a machine with its cores shared
// (the README's test command runs the API tests' servers beside these), a dialog that a user sees
// at once took longer than that to render once. A ceiling for something that never comes, not a
// speed goal: every wait still ends as soon as the thing is there.
// Only where there is a DOM: a test file in Node's environment (about half of project "app") does
// not load React DOM and Testing Library for nothing (each file of the project loads its own).
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
