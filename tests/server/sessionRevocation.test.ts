import { expect, it } from 'vitest';
import { randomIp, registeredAgent } from './helpers/accounts';
import { client, forEachDatabase } from './helpers/serverContext';

forEachDatabase('disabling an account', (ctx) => {
  const setDisabled = (login: string, disabled: boolean) =>
    ctx.database.db.updateTable('users').set({ disabled_at: disabled ? new Date() : null }).where('login', '=', login).execute();

  it('revokes its sessions for good: enabling it again brings none back', async () => {
    const { token, form } = await registeredAgent(ctx.app);
    const api = client(ctx.app, { token });
    expect((await api.get('/v1/currentuser/read')).status).toBe(200);
    await setDisabled(form.email, true);
    expect((await api.get('/v1/currentuser/read')).status).toBe(401);
    await setDisabled(form.email, false);
    expect((await api.get('/v1/currentuser/read')).status).toBe(401);
    const revoked = await ctx.database.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.revoked_at'])
      .where('u.login', '=', form.email)
      .execute();
    expect(revoked.length).toBeGreaterThan(0);
    expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);
    // A new sign-in after enabling works as usual.
    const again = await client(ctx.app, { ip: randomIp() }).post<{ token: string }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
    expect(again.status).toBe(200);
    expect((await client(ctx.app, { token: again.body.data!.token }).get('/v1/currentuser/read')).status).toBe(200);
  });

  it('revokes nothing when another column of the account changes', async () => {
    const { token, form } = await registeredAgent(ctx.app);
    await ctx.database.db.updateTable('users').set({ post: 'Менеджер' }).where('login', '=', form.email).execute();
    expect((await client(ctx.app, { token }).get('/v1/currentuser/read')).status).toBe(200);
  });
});
