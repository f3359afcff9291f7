import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../../src/server/accounts/tokens';

const secret = new TextEncoder().encode('a-secret-of-the-tests-long-enough-for-hs256');
const claims = { sid: '6f1d2c3b-0000-4000-8000-000000000001', uid: '7', org: '3' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('reads back what it signed, again and again', async () => {
    const tokens = new TokenService(secret);
    const token = await tokens.sign(claims, inAnHour());
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret, a changed payload and rubbish', async () => {
    const tokens = new TokenService(secret);
    const foreign = await new TokenService(new TextEncoder().encode('another-secret-of-the-tests-long-enough')).sign(claims, inAnHour());
    expect(await tokens.verify(foreign)).toBeNull();
    const [header, , signature] = (await tokens.sign(claims, inAnHour())).split('.');
    const forged = Buffer.from(JSON.stringify({ org: '4', sub: '7', jti: claims.sid, iss: 'garant-platform', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const tokens = new TokenService(secret);
    const token = await tokens.sign(claims, new Date('2026-11-26T10:05:00Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:05:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('remembers a bounded number of tokens and still verifies a forgotten one', async () => {
    const tokens = new TokenService(secret, 2);
    const issued = await Promise.all([1, 2, 3].map((n) => tokens.sign({ ...claims, uid: String(n) }, inAnHour())));
    for (const token of issued) expect(await tokens.verify(token)).not.toBeNull();
    expect((await tokens.verify(issued[0]!))?.uid).toBe('1');
  });
});
