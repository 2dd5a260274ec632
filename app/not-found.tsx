// The same boundary as under a language: the root layout carries the common messages too.
export { default } from './[lang]/not-found';
