/** Related products: same category, or a shared name word longer than two letters. */
export const MAX_RELATED_PRODUCTS = 4;

/** Words too common in this shop's names to make two products related. */
export const RELATED_STOP_WORDS: ReadonlySet<string> = new Set(['the', 'and', 'of', 'with', 'in', 'for', 'highland', 'scottish']);

export interface Relatable {
  id: number;
  name: string;
  category: { slug: string };
}

/** The distinct words of a name that can relate two products. */
export function relatingWords(name: string): string[] {
  const words = name.toLocaleLowerCase('en-GB').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 2 && !RELATED_STOP_WORDS.has(word)))];
}

/**
 * Up to `max` related products. Closest first: shared name words count most, the same category
 * breaks ties, then the candidates' own order (the caller's relevance or featured order).
 */
export function relatedProducts<P extends Relatable>(target: Relatable, candidates: readonly P[], max = MAX_RELATED_PRODUCTS): P[] {
  const targetWords = new Set(relatingWords(target.name));
  const seen = new Set<number>([target.id]);
  const scored: { product: P; score: number; order: number }[] = [];
  candidates.forEach((product, order) => {
    if (seen.has(product.id)) return;
    seen.add(product.id);
    const shared = relatingWords(product.name).filter((word) => targetWords.has(word)).length;
    const sameCategory = product.category.slug === target.category.slug;
    if (shared === 0 && !sameCategory) return;
    scored.push({ product, score: shared * 2 + (sameCategory ? 1 : 0), order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, max))
    .map(({ product }) => product);
}
