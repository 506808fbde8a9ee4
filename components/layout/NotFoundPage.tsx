import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { NOT_FOUND_MARK } from '@/lib/domain/page-status';

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
 * A page rendered per request has sent its status before notFound() is reached: the mark makes the
 * server answer 404 all the same (lib/domain/page-status.ts).
 */
export function NotFoundPage({ children }: { children: ReactNode }) {
  return (
    <>
      <span hidden {...NOT_FOUND_MARK} />
      {children}
      <Suspense fallback={null}>
        <AnswerNotFound />
      </Suspense>
    </>
  );
}
