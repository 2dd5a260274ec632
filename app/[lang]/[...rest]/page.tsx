import { notFound } from 'next/navigation';

/** Any path under a language that no route claims is the spec's 404 page. */
export default function UnknownRoute(): never {
  notFound();
}
