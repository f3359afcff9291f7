import { switchKeyboardLayout } from './normalizeQuery';
import type { IndexHit, TokenIndex } from './tokenIndex';

/** Default number of suggestions, as DaData answers without `count`. */
export const defaultCount = 10;
/** DaData never answers more than 20 suggestions. */
export const maxCount = 20;

/** Clamps a requested suggestion count to 1..20. */
export function clampCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return defaultCount;
  return Math.min(maxCount, Math.max(1, Math.trunc(count)));
}

/**
 * Searches the query as typed and, when it has Latin letters, as the same keys in the Russian layout;
 * a record found both ways keeps its better score.
 */
export function searchBothLayouts(index: TokenIndex, query: string, optional?: ReadonlySet<string>): IndexHit[] {
  const best = new Map<number, number>();
  const variants = [query];
  const switched = switchKeyboardLayout(query);
  if (switched !== null) variants.push(switched);
  for (const variant of variants) {
    for (const hit of index.search(variant, optional)) {
      if ((best.get(hit.id) ?? -1) < hit.score) best.set(hit.id, hit.score);
    }
  }
  return [...best].map(([id, score]) => ({ id, score }));
}
