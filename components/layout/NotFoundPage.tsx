import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function AnswerNotFound(): never {
  notFound();
}

/**
 * The page of an unknown product, story, adventure or order: its route's not-found copy, in the
 * HTML, with status 404.
 *
 * A page that calls notFound() itself gets neither: Next can only show a route's not-found.tsx in
 * the browser (its boundary is a client error boundary, which server rendering does not have), so the
 * server answers with an empty error document under the shop's generic title, and a visitor without
 * JavaScript sees a blank page. Here the copy is the page, and notFound() is raised after it inside a
 * Suspense boundary: the cached render completes around it with status 404, and once scripts run the
 * route's not-found boundary takes over with the same copy (and the same on client navigation).
 */
export function NotFoundPage({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <AnswerNotFound />
      </Suspense>
    </>
  );
}
