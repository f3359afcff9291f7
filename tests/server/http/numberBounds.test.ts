import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerNumberBounds, unboundedNumbers } from '../../../src/server/http/numberBounds';
import { registeredAgent } from '../helpers/accounts';
import { forEachDatabase } from '../helpers/serverContext';

describe('unboundedNumbers', () => {
  it.each([
    ['a bounded integer', { type: 'integer', minimum: 1, maximum: 10 }, []],
    ['exclusive bounds', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }, []],
    ['an integer without maximum', { type: 'object', properties: { manager: { type: ['integer', 'string'], minimum: 1 } } }, ['/properties/manager']],
    ['a number without minimum', { type: 'number', maximum: 5 }, ['/']],
    ['bounds past 2^53', { type: 'integer', minimum: 0, maximum: 1e21 }, ['/']],
    ['inside items and anyOf', { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }, ['/items/anyOf/1']],
    ['strings only', { type: 'object', properties: { name: { type: 'string' } } }, []],
  ])('%s', (_name, schema, paths) => {
    expect(unboundedNumbers(schema)).toEqual(paths);
  });
});

describe('registerNumberBounds', () => {
  it('fails the app when a route declares an unbounded integer', async () => {
    const app = Fastify();
    registerNumberBounds(app);
    expect(() =>
      app.post('/v1/sample', { schema: { body: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } } }, async () => 'ok'),
    ).toThrow('Route POST /v1/sample: numbers without minimum and maximum in body: /properties/id');
    await app.close();
  });
});

forEachDatabase('numbers in route schemas', (ctx) => {
  it('every route of the app bounds every number of its schemas', () => {
    const routes = ctx.app.routeSchemas;
    expect(routes.length).toBeGreaterThan(60);
    const numbers = routes.flatMap(({ method, url, schema }) =>
      ['body', 'querystring', 'params', 'headers'].map((part) => ({ route: `${method} ${url} ${part}`, unbounded: unboundedNumbers(schema[part]) })),
    );
    expect(numbers.filter((item) => item.unbounded.length > 0)).toEqual([]);
  });

  it.each(['2147483648', '1e21', '-1'])('refuses a manager id of %s with 400 naming the field', async (manager) => {
    const { token } = await registeredAgent(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/bgrequest/write/agent/manager',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `{"request_id": 1, "manager": ${manager}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40001, message: expect.stringMatching(/^Поле «Менеджер»: /) as unknown });
  });


  it('answers 404, never 500, to a request number in a path beyond what its column holds', async () => {
    const { token } = await registeredAgent(ctx.app);
    for (const id of ['2147483648', '9007199254740993', '9223372036854775808', '1e21', '99999999999999999999999']) {
      for (const url of [`/v1/bgrequest/read/${id}/root`, `/v2/bgrequest/read/${id}/offer/agent`, `/v1/bgparameters/read/${id}`]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    }
  });
});
