/**
 * How long a side panel takes to be painted after a click, measured in the page: the side-panel journey
 * reports it and bench/listScreen.ts budgets it. Both functions run in the browser (`page.evaluate`), so
 * they reach nothing outside their own bodies.
 */

/** Waits for the next click and resolves, on the frame that paints the first `.side-panel[data-view]`, with the time since it. */
export function armPanelProbe(): void {
  const probe = window as unknown as { panelShownAfter?: Promise<number> };
  probe.panelShownAfter = new Promise((resolve) => {
    let clickedAt = 0;
    document.addEventListener('click', () => void (clickedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!clickedAt || !document.querySelector('.side-panel[data-view]')) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** The armed probe's answer, in milliseconds. */
export function panelShownAfter(): Promise<number> {
  return (window as unknown as { panelShownAfter: Promise<number> }).panelShownAfter;
}
