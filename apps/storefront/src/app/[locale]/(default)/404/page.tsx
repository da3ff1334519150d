import { notFound } from 'next/navigation';

/** Target of the proxy's rewrite for paths that cannot be decoded: the not-found page, status 404. */
export default function NotFoundRoute(): never {
  notFound();
}
