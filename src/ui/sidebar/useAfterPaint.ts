import { useEffect, useState } from 'react';

/**
 * False for the first frame of a view, true after it was painted: a panel shows its heading and what the
 * list row knew in the frame of the click, and mounts its heavy parts (the banks panel) right after.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // Two frames: the first callback runs before that frame's paint.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
