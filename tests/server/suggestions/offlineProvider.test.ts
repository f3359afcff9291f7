import { expect, it } from 'vitest';
import { registeredAgent } from '../helpers/accounts';
import { client, forEachDatabase } from '../helpers/serverContext';
import { makeDocx } from './makeDocx';
import { suggestionContract } from './suggestionContract';

forEachDatabase('suggestions from the shipped datasets', (ctx) => {
  suggestionContract(() => ctx.app);

  it('answers without the dataset ranking aids and with the OKVED name where DaData keeps it', async () => {
    const { token } = await registeredAgent(ctx.app);
    const api = client(ctx.app, { token });
    const city = await api.post<never>('/suggestions/api/4_1/rs/suggest/address', { query: 'новосибирск' });
    const data = (city.body as unknown as { suggestions: { data: Record<string, unknown> }[] }).suggestions[0]!.data;
    expect(data).not.toHaveProperty('population');
    expect(data).not.toHaveProperty('capital');
    const party = await api.post<never>('/suggestions/api/4_1/rs/suggest/party', { query: '7707083893' });
    const company = (party.body as unknown as { suggestions: { data: Record<string, unknown> }[] }).suggestions[0]!.data;
    expect(company.okveds).toEqual([{ main: true, type: '2014', code: '64.19', name: 'Денежное посредничество прочее' }]);
    expect(company).not.toHaveProperty('okved_name');
    expect((company.address as { data: Record<string, unknown> }).data).toMatchObject({ region_kladr_id: '7700000000000' });
  });

  it('stops a runaway caller with 429 in Russian, per user', async () => {
    const app = await ctx.build({ env: { SUGGESTIONS_PER_MINUTE: '3' } });
    const first = client(app, { token: (await registeredAgent(app)).token });
    const second = client(app, { token: (await registeredAgent(app)).token });
    for (let i = 0; i < 3; i += 1) expect((await first.post('/suggestions/api/4_1/rs/suggest/bank', { query: 'сбер' })).status).toBe(200);
    const refused = await first.post('/suggestions/api/4_1/rs/suggest/bank', { query: 'сбер' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(42900);
    expect(refused.body.message).toMatch(/^Слишком много запросов подсказок\. Повторите через \d+ с$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await second.post('/suggestions/api/4_1/rs/suggest/bank', { query: 'сбер' })).status).toBe(200);
  });

  it('reads a Word card sent inline and refuses unreadable or missing cards in Russian', async () => {
    const api = client(ctx.app, { token: (await registeredAgent(ctx.app)).token });
    const docx = makeDocx([
      ['ИНН/КПП', '7707083893 / 773601001'],
      ['БИК', '044525225'],
    ]);
    const url = `data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,${docx.toString('base64')}`;
    const party = await api.post<{ suggestions: { data: { inn: string } }[] }>('/v1/suggestion/read/parsefile', { method: 'party', file_url: url });
    expect(party.status).toBe(200);
    expect(party.body.data!.suggestions.map((s) => s.data.inn)).toEqual(['7707083893']);

    const refusals: [unknown, number, string][] = [
      [{ method: 'party', file_url: `data:,${encodeURIComponent('Просто письмо без реквизитов')}` }, 400, 'В карточке не найдены ИНН или ОГРН с верным контрольным числом'],
      [{ method: 'bank', file_url: `data:,${encodeURIComponent('ИНН 7707083893')}` }, 400, 'В карточке не найден БИК банка'],
      [{ method: 'party', file_url: 'data:application/msword;base64,0M8R4KGxGuE=' }, 400, 'Документ Word 97–2003 (.doc) не поддерживается: сохраните карточку в формате .docx или PDF'],
      [{ method: 'party', file_url: 'https://example.com/card.pdf' }, 400, 'Поле «Ссылка на файл»: укажите идентификатор файла в хранилище, ссылку на файл этого сервера (/v1/storage/read/file/…) или data:-ссылку'],
      [{ method: 'party', file_url: '0b9d3f2e-6a52-4c1e-9d0f-5f3a2b1c4d5e' }, 404, 'Файл не найден в хранилище'],
      [{ method: 'party' }, 400, 'Поле «Ссылка на файл»: обязательно для заполнения'],
      [{ method: 'party', file_url: 7 }, 400, 'Поле «Ссылка на файл»: должно быть строкой'],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await api.post('/v1/suggestion/read/parsefile', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    // A card of a company the register does not know is read, and answers no suggestions.
    const unknown = await api.post<{ suggestions: unknown[]; requisites: unknown }>('/v1/suggestion/read/parsefile', {
      method: 'party',
      file_url: `data:,${encodeURIComponent('ИНН 7700000009')}`,
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ suggestions: [], requisites: { inn: [{ inn: '7700000009', kpp: null }], ogrn: [], bic: [] } });
  });
});
