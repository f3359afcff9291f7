import { describe, expect, it } from 'vitest';
import routesJson from '../../config/routes.json';

/**
 * Routes that may still show the planned-page placeholder while their work is under way. Each entry
 * leaves this list when its page lands; it is empty now that every planned page has landed.
 */
const stillPlanned: readonly string[] = [];

const routes = routesJson.routes as Record<string, { path: string; page?: string }>;

describe('no route of config/routes.json shows the planned-page placeholder', () => {
  it('only the listed routes still do', () => {
    const planned = Object.entries(routes)
      .filter(([, route]) => route.page === 'PlannedPage')
      .map(([name]) => name);
    expect(planned.filter((name) => !stillPlanned.includes(name))).toEqual([]);
  });

  it('the list names only routes that exist and are still planned, so it shrinks as pages land', () => {
    for (const name of stillPlanned) {
      expect(routes[name], name).toBeDefined();
      expect(routes[name]?.page, `${name} has its page: take it off the list`).toBe('PlannedPage');
    }
  });
});
