/**
 * The chosen options of a line, from the API's JSON text of attribute name to value. Anything
 * unreadable means "no options shown" rather than a broken cart; numbers are kept as text because
 * a size of 10 is still a size.
 */
export function parseSelectedVariations(text: string | null | undefined): Record<string, string> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const chosen = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    if (name.trim() && chosen) options[name.trim()] = chosen;
  }
  return options;
}
