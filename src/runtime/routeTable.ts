import type { RoleMode } from '../api';
import routesConfig from '../../config/routes.json';

export type Access = 'open' | 'auth' | 'public' | 'external';
export type Layout = 'light' | 'full';

export interface ParamRule {
  values?: Record<string, string>;
  pattern?: string;
}

export interface RouteMenu {
  label: string;
  header?: boolean;
  leftSidebar?: boolean;
  permission?: string;
  /** Shown to platform operators only. */
  operator?: boolean;
  /** Shown to a platform operator too, whatever his permissions. */
  orPlatformOperator?: boolean;
}

/** One row of config/routes.json. */
export interface RouteEntry {
  path: string;
  title?: string;
  parent?: string;
  params?: Record<string, ParamRule>;
  access: Access;
  layout: Layout;
  page?: string;
  redirect?: string;
  summary?: string;
  cookieNotice?: boolean;
  /** A permission key or a guarded call (config/permissions.json) the page needs. */
  permission?: string;
  /** A page of platform operators only (the operator's desk). */
  operator?: boolean;
  menu?: RouteMenu;
}

export interface RoutesConfig {
  productTitle: string;
  titleSeparator: string;
  loginRoute: string;
  homeRoute: string;
  routes: Record<string, RouteEntry>;
}

export type RouteParams = Record<string, string | undefined>;

export interface Crumb {
  name: string;
  title: string;
  path: string;
}

/**
 * The route table read for one role mode: paths with the role prefix filled in, titles with
 * their parameters resolved, parameter checks and breadcrumbs. Pure; the router builder and
 * the stores share it.
 */
export class RouteTable {
  readonly role: RoleMode;
  readonly config: RoutesConfig;

  constructor(role: RoleMode, config: RoutesConfig = routesConfig as RoutesConfig) {
    this.role = role;
    this.config = config;
  }

  get names(): string[] {
    return Object.keys(this.config.routes);
  }

  entry(name: string): RouteEntry {
    const entry = this.config.routes[name];
    if (!entry) throw new Error(`Маршрут ${name} отсутствует в config/routes.json`);
    return entry;
  }

  /** The route's path pattern for this build, e.g. '/agent/requests/:filter'. */
  pattern(name: string): string {
    return this.withRole(this.entry(name).path);
  }

  withRole(path: string): string {
    return path.replaceAll('{role}', this.role);
  }

  /**
   * A concrete address of a route. Missing parameters take the first allowed value, so a
   * parent crumb such as the request list always has somewhere to go.
   */
  path(name: string, params: RouteParams = {}): string {
    const filled = this.withDefaults(name, params);
    return this.pattern(name).replace(/:(\w+)\??/g, (_whole, param: string) => encodeURIComponent(filled[param] ?? ''));
  }

  /** The parameters with each missing one set to the first value its rule allows. */
  private withDefaults(name: string, params: RouteParams): RouteParams {
    const filled: RouteParams = { ...params };
    for (const [param, rule] of Object.entries(this.entry(name).params ?? {})) {
      filled[param] ??= Object.keys(rule.values ?? {})[0];
    }
    return filled;
  }

  /** Whether every rule-bound parameter has an allowed value. */
  paramsValid(name: string, params: RouteParams): boolean {
    const rules = this.entry(name).params ?? {};
    return Object.entries(rules).every(([param, rule]) => {
      const value = params[param];
      if (value === undefined) return false;
      if (rule.values) return Object.hasOwn(rule.values, value);
      return rule.pattern === undefined || new RegExp(rule.pattern).test(value);
    });
  }

  /** The Russian title of a route, or undefined when the table gives none. */
  title(name: string, params: RouteParams = {}): string | undefined {
    const entry = this.entry(name);
    if (!entry.title) return undefined;
    const filled = this.withDefaults(name, params);
    return entry.title.replace(/\{(\w+)\}/g, (_whole, param: string) => {
      const value = filled[param] ?? '';
      return entry.params?.[param]?.values?.[value] ?? value;
    });
  }

  /** '<title> — Платформа банковских гарантий', or the product title alone. */
  documentTitle(name: string, params: RouteParams = {}, override?: string): string {
    const title = override ?? this.title(name, params);
    const { productTitle, titleSeparator } = this.config;
    return title ? `${title}${titleSeparator}${productTitle}` : productTitle;
  }

  /** Parents first, the route itself last. */
  crumbs(name: string, params: RouteParams = {}): Crumb[] {
    const chain: Crumb[] = [];
    const seen = new Set<string>();
    for (let current: string | undefined = name; current && !seen.has(current); current = this.entry(current).parent) {
      seen.add(current);
      chain.unshift({ name: current, title: this.title(current, params) ?? this.config.productTitle, path: this.path(current, params) });
    }
    return chain;
  }

  /** Routes that carry a menu item in the given place, in table order. */
  menu(place: 'header' | 'leftSidebar'): { name: string; menu: RouteMenu }[] {
    return this.names.flatMap((name) => {
      const menu = this.entry(name).menu;
      return menu?.[place] ? [{ name, menu }] : [];
    });
  }
}
