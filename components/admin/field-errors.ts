/**
 * The API names the field in each refusal ("price must be …", "slug: … is taken"), several joined by
 * "; " (lib/http/parse.ts). This sorts them under the form's fields, so each shows by its input; what
 * names no field of the form is shown above it.
 */
export function fieldErrors(message: string, fields: readonly string[]): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  // Longest first, so "variations.0.salePrice" is not taken for "variations".
  const known = [...fields].sort((a, b) => b.length - a.length);
  for (const part of message.split('; ')) {
    const field = known.find((name) => part === name || part.startsWith(`${name}:`) || part.startsWith(`${name} `));
    if (field) byField[field] = byField[field] ? `${byField[field]} ${part}` : part.replace(new RegExp(`^${field.replace(/\./g, '\\.')}:\\s*`), '');
    else general.push(part);
  }
  return { byField, general };
}
