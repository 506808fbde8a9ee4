import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { searchTerms } from '@/lib/domain/catalogue';

const CANDIDATES_PER_TERM = 4;
/** Below this a "correction" is usually another word ("taken" for "tarten" scores 0.3). */
const MIN_SIMILARITY = 0.35;
/** Only corrections nearly as good as the best one: one clear fix beats a spray of guesses. */
const SIMILARITY_SPREAD = 0.05;

interface Candidate {
  word: string;
  similarity: number;
}

/** The lexicon words a term may stand for: itself if it is a catalogue word, else its closest fixes. */
export function corrections(candidates: readonly Candidate[]): string[] {
  const best = Math.max(0, ...candidates.map((c) => c.similarity));
  if (best >= 1) return [];
  return candidates.filter((c) => c.similarity >= MIN_SIMILARITY && c.similarity >= best - SIMILARITY_SPREAD).map((c) => c.word);
}

/**
 * Turns what a shopper typed into a tsquery that forgives typos: each term also matches the
 * catalogue words closest to it by trigram similarity ("tarten" -> tartan), and a term may be the
 * start of a word ("tart" -> tartan). Terms are ANDed. Returns null when nothing searchable is left.
 */
export async function buildSearchQuery(db: Database, search: string): Promise<string | null> {
  const terms = searchTerms(search);
  if (terms.length === 0) return null;

  const rows = await db.execute<{ term: string; word: string; similarity: number }>(sql`
    SELECT t.term, l.word, l.similarity
    FROM (VALUES ${sql.join(
      terms.map((term) => sql`(${term}::text)`),
      sql`, `,
    )}) AS t(term)
    CROSS JOIN LATERAL (
      SELECT word, similarity(word, t.term)::float8 AS similarity FROM search_lexicon
      WHERE word % t.term
      ORDER BY word <-> t.term
      LIMIT ${CANDIDATES_PER_TERM}
    ) AS l`);

  const candidates = new Map<string, Candidate[]>();
  for (const { term, word, similarity } of rows.rows) {
    candidates.set(term, [...(candidates.get(term) ?? []), { word, similarity: Number(similarity) }]);
  }
  // Terms and lexicon words are [a-z0-9]+ only, so they are safe tsquery operands as they stand.
  return terms.map((term) => `(${[`${term}:*`, ...corrections(candidates.get(term) ?? [])].join(' | ')})`).join(' & ');
}
