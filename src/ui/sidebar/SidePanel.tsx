import type { ReactNode } from 'react';

/**
 * The root of a panel's view: tests and benchmarks find the open panel as `.side-panel[data-view]`,
 * so every sidebar view renders it at once, before any of its data has arrived.
 */
export function SidePanel({ view, children }: { view: string; children: ReactNode }) {
  return (
    <section className="side-panel" data-view={view}>
      {children}
    </section>
  );
}

/** The root of a curtain's view (`.side-curtain[data-view]`). */
export function SideCurtain({ view, children }: { view: string; children: ReactNode }) {
  return (
    <section className="side-curtain" data-view={view}>
      {children}
    </section>
  );
}
