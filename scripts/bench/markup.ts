/** Markup with every script (inline or not) and every script preload taken out: what a page shows with no JavaScript of its own. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
}
