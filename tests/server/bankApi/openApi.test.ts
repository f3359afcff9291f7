import { expect, it } from 'vitest';
import { forEachDatabase } from '../helpers/serverContext';

/**
 * The bank API's routes as Fastify registered them, read from its route tree (printRoutes): each line
 * is a segment under the nearest shallower line; "METHOD /path/{param}".
 */
function registeredRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    if (!match[3] || !path.startsWith('/bank-api/v1')) continue;
    for (const method of match[3].split(',').map((item) => item.trim())) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

forEachDatabase('bank API OpenAPI document', (ctx) => {
  it('is served without a key as OpenAPI 3.1 and lists every bank API route with its schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/bank-api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { summary?: string; requestBody?: unknown; parameters: { name: string }[] }>> }>();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const registered = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThanOrEqual(11);
    expect(documented).toEqual(registered);
    for (const operations of Object.values(document.paths)) for (const operation of Object.values(operations)) expect(operation.summary).toBeTruthy();
    const offers = document.paths['/bank-api/v1/subrequests/{uuid}/offers']!['post']!;
    expect(offers.requestBody).toMatchObject({ content: { 'application/json': { schema: { required: ['commission', 'sum', 'duration'] } } } });
    expect(document.paths['/bank-api/v1/subrequests/{uuid}/documents']!['post']!.requestBody).toMatchObject({ content: { 'multipart/form-data': {} } });
    expect(document.paths['/bank-api/v1/subrequests']!['get']!.parameters.map((parameter) => parameter.name)).toEqual(['status', 'updated_since', 'limit']);
  });
});
