import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findActiveSession } from '../../../src/server/accounts/sessions';
import { preparedStatementName, sqlLiteral } from '../../../src/server/db/preparedStatements';
import { listVersion } from '../../../src/server/requestList/listPageCache';
import { forEachDatabase } from '../helpers/serverContext';
import { signedInAgent } from '../requests/requestFixtures';

describe('preparedStatementName', () => {
  it.each([
    ['select /* prepared:active_sessions */ 1', /^active_sessions_[0-9a-f]{12}$/],
    ['select 1', null],
    ['select /* prepared: spaced */ 1', null],
    ['select /* prepared:Upper */ 1', null],
  ])('%s', (text, expected) => {
    const name = preparedStatementName(text);
    if (expected === null) expect(name).toBeNull();
    else expect(name).toMatch(expected);
  });

  it('names two texts under one marker apart, and one text alike', () => {
    const one = preparedStatementName('select /* prepared:list_version */ 1');
    expect(one).toBe(preparedStatementName('select /* prepared:list_version */ 1'));
    expect(one).not.toBe(preparedStatementName('select /* prepared:list_version */ 2'));
  });
});

describe('sqlLiteral', () => {
  it.each([
    [null, 'null'],
    [true, 'true'],
    [42, '42'],
    [Number.NaN, null],
    [12n, '12'],
    ["O'Brien", "'O''Brien'"],
    ['a\\b', "'a\\b'"],
    ['nul\0byte', null],
    [new Date(0), null],
    [{ a: 1 }, null],
  ])('%s → %s', (value, literal) => {
    expect(sqlLiteral(value)).toBe(literal);
  });
});

forEachDatabase('prepared statements', (ctx) => {
  it('a marked statement answers every value as the ordinary path does, quotes and all', async () => {
    for (const value of ["O'Brien", "'; drop table users; --", 'a\\b', 'Ёлка «ёж»', '']) {
      const marked = await sql<{ value: string }>`select /* prepared:echo */ ${value}::text as value`.execute(ctx.database.db);
      expect(marked.rows).toEqual([{ value }]);
    }
    const count = await sql<{ n: number }>`select /* prepared:echo_count */ count(*)::int as n from users where id = ${-1}`.execute(ctx.database.db);
    expect(count.rows).toEqual([{ n: 0 }]);
  });

  it('the session check and the list version run as prepared statements, and answer as before', async () => {
    const agent = await signedInAgent(ctx.app);
    // Kysely holds one connection through a transaction, so the statements it prepared are visible in it.
    const prepared = await ctx.database.db.transaction().execute(async (trx) => {
      const sessionId = (JSON.parse(Buffer.from(agent.token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
      const session = await findActiveSession(trx, sessionId);
      expect(session).toMatchObject({ userId: agent.viewer.userId, organizationId: agent.viewer.organizationId });
      expect(await findActiveSession(trx, '00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await listVersion(trx, agent.viewer.organizationId)).toMatch(/^\d+$/);
      const rows = await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(trx);
      return rows.rows.map((row) => row.name.replace(/_[0-9a-f]{12}$/, ''));
    });
    // PostgreSQL prepares per connection (the transaction's), PGlite once for its one session.
    expect(prepared).toEqual(expect.arrayContaining(['active_sessions', 'list_version']));
  });
});
