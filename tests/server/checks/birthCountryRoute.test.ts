import { expect, it } from 'vitest';
import type { BirthCountryAnswer } from '../../../src/domain/birthCountry';
import { client, forEachDatabase } from '../helpers/serverContext';
import { signedInAgent } from '../requests/requestFixtures';

const url = '/v1/questionnaire/read/birthcountry';

forEachDatabase('POST /v1/questionnaire/read/birthcountry', (ctx) => {
  it('recognises the country of a birth place and asks for it from a foreign-born entrepreneur', async () => {
    const { token } = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token });
    const cases: [Record<string, unknown>, BirthCountryAnswer][] = [
      [{ birth_place: 'г. Ташкент Узбекской ССР', birth_date: '1979-04-12', citizenship: 'rf', inn: '500100732259' }, { required: true, name: 'Узбекистан', country_code: '860' }],
      [{ birth_place: 'гор. Москва', birth_date: '1985-01-30', citizenship: 'rf', inn: '500100732259' }, { required: false, name: 'Россия', country_code: '643' }],
      [{ birth_place: 'г. Минск', birth_date: '1990-06-01', citizenship: 'by', inn: '7707083893' }, { required: false, name: 'Беларусь', country_code: '112' }],
      [{ birth_place: '', birth_date: '', citizenship: 'other', inn: '500100732259' }, { required: true, name: '', country_code: null }],
      [{ birth_place: 'с. Ивановка', birth_date: null, citizenship: null, inn: null }, { required: false, name: 'Россия', country_code: '643' }],
    ];
    for (const [body, expected] of cases) {
      const answer = await api.post<BirthCountryAnswer>(url, body);
      expect(answer.status, body.birth_place as string).toBe(200);
      expect(answer.body.data).toEqual(expected);
    }
  });

  it('refuses bad input with a Russian message', async () => {
    const { token } = await signedInAgent(ctx.app);
    const api = client(ctx.app, { token });
    const cases: [unknown, string][] = [
      [{}, 'Поле «Место рождения»: обязательно для заполнения'],
      [{ birth_place: 42 }, 'Поле «Место рождения»: должно быть строкой'],
      [{ birth_place: 'м'.repeat(10_240) }, 'Поле «Место рождения»: должно содержать не более 500 символов'],
      [{ birth_place: 'г. Тула', birth_date: '12.04.1979' }, 'Поле «Дата рождения»: должно быть датой в формате ГГГГ-ММ-ДД'],
      [{ birth_place: 'г. Тула', citizenship: 'xx' }, 'Поле «Гражданство»: должно быть одним из значений: rf, by, kz, az, rk, am, rm, rt, uz, other'],
      [{ birth_place: 'г. Тула', inn: '12345' }, 'Поле «ИНН»: должно состоять из 10 или 12 цифр'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post(url, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 40001, message });
    }
  });

  it('needs a signed-in user', async () => {
    const answer = await client(ctx.app).post(url, { birth_place: 'г. Тула' });
    expect(answer.status).toBe(401);
  });
});
