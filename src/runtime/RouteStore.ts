import { makeAutoObservable } from 'mobx';
import type { RouteParams, RouteTable } from './routeTable';

/** The route the user is on, as the router reports it; other stores read the page's flags from it. */
export class RouteStore {
  name: string | null = null;
  params: RouteParams = {};
  /** A title a page sets for itself (e.g. a legal document), overriding the table's. */
  titleOverride: string | undefined = undefined;
  readonly table: RouteTable;

  constructor(table: RouteTable) {
    this.table = table;
    makeAutoObservable(this, { table: false }, { autoBind: true });
  }

  enter(name: string, params: RouteParams): void {
    if (this.name !== name || JSON.stringify(this.params) !== JSON.stringify(params)) this.titleOverride = undefined;
    this.name = name;
    this.params = params;
  }

  overrideTitle(title: string | undefined): void {
    this.titleOverride = title;
  }

  get title(): string | undefined {
    if (this.titleOverride) return this.titleOverride;
    return this.name ? this.table.title(this.name, this.params) : undefined;
  }

  /** '<title> — Платформа банковских гарантий' for the tab. */
  get documentTitle(): string {
    if (!this.name) return this.table.config.productTitle;
    return this.table.documentTitle(this.name, this.params, this.titleOverride);
  }

  /** The login and registration screens hide the cookie notice. */
  get allowsCookieNotice(): boolean {
    return this.name === null ? true : this.table.entry(this.name).cookieNotice !== false;
  }

  get layout(): 'light' | 'full' {
    return this.name === null ? 'light' : this.table.entry(this.name).layout;
  }
}
