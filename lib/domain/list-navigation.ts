/**
 * Where the arrow keys take you in a row of things (tabs, pictures): left and right wrap round,
 * Home and End jump to the ends. null for any other key, which is then left to the browser.
 */
export function steppedIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
