/** Marks a placeholder only scripts ever replace ("Loading your cart…"): visitors without JavaScript never see it. */
export const UNTIL_SCRIPTS_RUN = 'until-scripts-run';

/**
 * Tells visitors without JavaScript, in the page's HTML, that this part of the shop needs it, and
 * hides the placeholders that would otherwise say "Loading…" forever. Both sit in <noscript>, so
 * they apply only where scripts are off; the policy allows inline styles (docs/adr/0004).
 */
export function NeedsJavaScript({ title, message }: { title: string; message: string }) {
  return (
    <noscript>
      <style>{`.${UNTIL_SCRIPTS_RUN}{display:none}`}</style>
      <div className="mx-auto max-w-xl rounded-lg border border-moss-100 bg-white px-6 py-12 text-center">
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="mt-3 text-slate-700">{message}</p>
      </div>
    </noscript>
  );
}
