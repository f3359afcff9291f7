import { useEffect, useState } from 'react';

/** Rows that fill a tall screen: what the frame of a new page must show. */
const FIRST_SCREEN = 12;

/**
 * How many rows of a page to render: a new page (another tab, page or filter) paints its first screen
 * in the frame its answer arrives and the rest of its rows right after that frame, so the agent sees
 * the new page without waiting for 50 rows of DOM, styles and layout (a tab switch spent about 100 ms
 * of a slow machine's frame on them). The same page updated in place (a live row) keeps all its rows.
 */
export function useRowsInStages(pageKey: string | null, count: number): number {
  const [completeKey, setCompleteKey] = useState<string | null>(null);
  useEffect(() => {
    if (pageKey === null) return;
    // Two frames: the first callback runs before that frame's paint.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setCompleteKey(pageKey));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [pageKey]);
  return completeKey === pageKey ? count : Math.min(count, FIRST_SCREEN);
}
