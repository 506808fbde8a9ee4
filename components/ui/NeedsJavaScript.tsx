/** Marks a placeholder only scripts ever replace ("Loading your cart…"): visitors without JavaScript never see it. */
export const UNTIL_SCRIPTS_RUN = 'until-scripts-run';

/**
 * Hides the placeholders marked UNTIL_SCRIPTS_RUN where scripts are off. It belongs in the document's
 * <head> (app/layout.tsx): a <style> may sit in a <noscript> there, whereas one in the body may only
 * reach its parent and what follows it, and a placeholder can come anywhere. The policy allows inline
 * styles (docs/adr/0004).
 */
export function HideUntilScriptsRun() {
  return (
    <noscript>
      <style>{`.${UNTIL_SCRIPTS_RUN}{display:none}`}</style>
    </noscript>
  );
}

/**
 * Tells visitors without JavaScript, in the page's HTML, that this part of the shop needs it, in a
 * <noscript> so only they see it; the head's HideUntilScriptsRun hides what would say "Loading…" forever.
 */
export function NeedsJavaScript({ title, message }: { title: string; message: string }) {
  return (
    <noscript>
      <div className="mx-auto max-w-xl rounded-lg border border-moss-100 bg-white px-6 py-12 text-center">
        <h2 className="text-2xl font-semibold">{title}</h2>
        <p className="mt-3 text-slate-700">{message}</p>
      </div>
    </noscript>
  );
}
