import { ArrowUpOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { layoutTexts } from './texts';

/** How far the page must scroll before the button appears. */
const SHOW_AFTER_PX = 400;
/** Scroll handling is throttled like the layout recalculation (spec-2 §9). */
const THROTTLE_MS = 200;

/** Back to the top of the page; it knows the page it is on (for the request list it sits clear of the info panel). */
export function ArrowUp({ pageName }: { pageName: string | null }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = 0;
    let pending: number | undefined;
    const update = () => {
      last = Date.now();
      pending = undefined;
      setShown(window.scrollY > SHOW_AFTER_PX);
    };
    const onScroll = () => {
      const wait = THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) update();
      else pending ??= window.setTimeout(update, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (pending !== undefined) window.clearTimeout(pending);
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={`arrow-up arrow-up--${pageName ?? 'page'}`}
      data-page={pageName ?? undefined}
      aria-label={layoutTexts.arrowUp}
      title={layoutTexts.arrowUp}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpOutlined />
    </button>
  );
}
