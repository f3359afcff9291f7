import type { ComponentType } from 'react';

/**
 * The side panels (spec-1 "Side panels") are a registry: a view name maps to its component, the
 * parameters it takes and the layer it opens in. A new view is one entry.
 */
export type SidebarLayer = 'sidebar' | 'curtain';

/** Moves between views; the sidebar store implements it over the address (`selected`, `sidebartab`). */
export interface SidebarNavigator {
  /** Opens a view in the sidebar on top of the history (browser back returns to the previous one). */
  open(view: string, params?: Readonly<Record<string, string>>): void;
  /** Opens a view in the curtain, the second layer over the sidebar. */
  openCurtain(view: string, params?: Readonly<Record<string, string>>): void;
  /** Pops the sidebar history; closes the sidebar when the history is empty. */
  back(): void;
  closeCurtain(): void;
  close(): void;
}

export interface SidebarViewProps {
  /** The view's parameters (always `requestNumber` for views of a request). */
  readonly params: Readonly<Record<string, string>>;
  readonly nav: SidebarNavigator;
}

export interface SidebarViewEntry {
  readonly layer: SidebarLayer;
  /** The parameters the view needs; an entry opened without one of them is refused. */
  readonly params: readonly string[];
  /** The panel's Russian heading. */
  readonly title: (params: Readonly<Record<string, string>>) => string;
  readonly component: ComponentType<SidebarViewProps>;
  /**
   * The spec's view name when it differs from the registry key: a view that exists in both layers
   * (DocumentPreview, Signing) keeps its name for the curtain under another key (`DocumentPreviewCurtain`).
   * Navigation and `data-view` use the name; the key only has to be unique.
   */
  readonly name?: string;
}

export type SidebarRegistry = Readonly<Record<string, SidebarViewEntry>>;
