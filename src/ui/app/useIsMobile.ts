import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH } from './theme';

const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** True at the mobile width threshold of 767 px and below. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMobile(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return mobile;
}
