import { afterEach, expect, it, vi } from 'vitest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { sberbank, signedInAgent } from '../requests/requestFixtures';

// Faults injected into the pure engines, to prove what the calls answer when one of them breaks.
const faults = vi.hoisted(() => ({ birthCountry: false, clientChecks: false }));

vi.mock('../../../src/domain/birthCountry', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/domain/birthCountry')>();
  return {
    ...original,
    birthCountry: (...args: Parameters<typeof original.birthCountry>) => {
      if (faults.birthCountry) throw new TypeError('countries config is unreadable');
      return original.birthCountry(...args);
    },
  };
});

vi.mock('../../../src/domain/clientChecks', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/domain/clientChecks')>();
  return {
    ...original,
    clientChecks: (...args: Parameters<typeof original.clientChecks>) => {
      if (faults.clientChecks) throw new RangeError('Invalid check date');
      return original.clientChecks(...args);
    },
  };
});

afterEach(() => {
  faults.birthCountry = false;
  faults.clientChecks = false;
});

forEachDatabase('when a check breaks inside', (ctx) => {
  it('the birth country call says it could not get the country', async () => {
    const { token } = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token });
    expect((await api.post('/v1/questionnaire/read/birthcountry', { birth_place: 'г. Тула' })).status).toBe(200);
    faults.birthCountry = true;
    const answer = await api.post('/v1/questionnaire/read/birthcountry', { birth_place: 'г. Тула' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 50000, message: 'Не смогли получить страну рождения' });
  });

  it('the company check answers “could not check” instead of failing or blocking', async () => {
    const { token } = await signedInAgent(ctx.app);
    faults.clientChecks = true;
    const answer = await client(ctx.app, { token }).post('/v2/bgrequest/read/client/checks', { inn: sberbank.inn, kpp: sberbank.kpp });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ stop_factors: [], kpp_changed: false, exist_kpp: false, checked: false, warning: 'Не удалось проверить компанию' });
  });
});
