import type { ReactNode } from 'react';

/** The catalogue's empty and error panels share one shape: a heading, a line, and an action. */
export function CatalogueMessage({ title, message, children, role }: { title: string; message: string; children?: ReactNode; role?: 'alert' }) {
  return (
    <div role={role} className="mx-auto max-w-xl rounded-lg border border-moss-100 bg-white px-6 py-12 text-center">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="mt-3 text-slate-700">{message}</p>
      {children ? <div className="mt-6 flex justify-center">{children}</div> : null}
    </div>
  );
}
