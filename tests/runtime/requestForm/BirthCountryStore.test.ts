import { describe, expect, it } from 'vitest';
import { createRequestFormApi } from '../../../src/api';
import { BIRTH_COUNTRY_DELAY_MS, BirthCountryStore, birthCountryTexts } from '../../../src/runtime/requestForm/BirthCountryStore';
import { fail, ok, type Route } from '../../api/support/scriptedAdapter';
import { makeForm, rootFixture } from './support';

const ROOT = 'GET /v1/bgrequest/read/42/root/edit';
const CALL = 'POST /v1/questionnaire/read/birthcountry';
const uzbekistan = { required: true, name: 'Узбекистан', country_code: '860' };

/** A sole entrepreneur's head as typed so far. */
const head = {
  is_head: true,
  is_signer: true,
  last_name: 'Каримов',
  first_name: 'Рустам',
  birthdate: '1984-03-12',
  citizenship: 'rf',
  doc_type: 'passport',
  passport_serial: '4510',
  passport_number: '123456',
  passport_date: '2015-04-20',
  passport_issuer: 'ОУФМС России по гор. Москве',
};

async function lookupOf(routes: Record<string, Route>, root = rootFixture({ is_ip: true, inn: '500100732259', kpp: null, steps: [{ name: 'information-head', data: { head }, checked: false }] })) {
  const made = makeForm({ [ROOT]: ok(root), ...routes });
  await made.form.load();
  const store = new BirthCountryStore(made.form, createRequestFormApi(made.http), made.clock);
  const stop = store.start();
  return { ...made, store, stop, calls: () => made.network.seen.filter((call) => call.url === '/v1/questionnaire/read/birthcountry') };
}

const typeBirthPlace = (form: Awaited<ReturnType<typeof lookupOf>>['form'], birthplace: string, more: Record<string, unknown> = {}) =>
  form.edit('information-head', { ...form.dataOf('information-head'), head: { ...(form.dataOf('information-head').head as object), birthplace, ...more } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BirthCountryStore', () => {
  it('asks the server once typing pauses, then requires and fills the birth country the answer names', async () => {
    const { form, store, clock, calls } = await lookupOf({ [CALL]: ok(uzbekistan) });
    expect(calls()).toHaveLength(0);
    typeBirthPlace(form, 'г. Ташкент');
    clock.advance(100);
    typeBirthPlace(form, 'г. Ташкент Узбекской ССР');
    clock.advance(BIRTH_COUNTRY_DELAY_MS - 1);
    expect(calls()).toHaveLength(0);
    clock.advance(1);
    await settle();
    expect(calls().map((call) => call.body)).toEqual([{ birth_place: 'г. Ташкент Узбекской ССР', birth_date: '1984-03-12', citizenship: 'rf', inn: '500100732259' }]);
    expect(store.answer).toEqual(uzbekistan);
    expect(form.context.birth_country_required).toBe(true);
    const filled = form.dataOf('information-head').head as Record<string, unknown>;
    expect([filled.birth_country, filled.birth_country_code]).toEqual(['Узбекистан', '860']);
    expect(form.errorsOf('information-head').some((error) => error.path === '/head/birth_country')).toBe(false);

    // Emptied by the person while it is required: the step's rule speaks.
    const { birth_country: _country, birth_country_code: _code, ...rest } = filled;
    form.edit('information-head', { head: rest });
    expect(form.errorsOf('information-head').find((error) => error.path === '/head/birth_country')?.message).toBe('Укажите страну рождения');
  });

  it('keeps a country the person chose, and asks again when the citizenship changes', async () => {
    let answer = uzbekistan;
    const { form, clock, calls } = await lookupOf({ [CALL]: () => ok(answer) });
    typeBirthPlace(form, 'г. Ташкент Узбекской ССР', { birth_country: 'Казахстан', birth_country_code: '398' });
    clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    expect((form.dataOf('information-head').head as Record<string, unknown>).birth_country).toBe('Казахстан');
    answer = { required: true, name: 'Узбекистан', country_code: '860' };
    typeBirthPlace(form, 'г. Ташкент Узбекской ССР', { citizenship: 'uz' });
    clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    expect(calls().map((call) => (call.body as { citizenship: string }).citizenship)).toEqual(['rf', 'uz']);
    expect((form.dataOf('information-head').head as Record<string, unknown>).birth_country).toBe('Казахстан');
  });

  it('born in Russia and a citizen: nothing required; a country it filled itself goes when the birth place changes back', async () => {
    let answer: unknown = uzbekistan;
    const { form, clock } = await lookupOf({ [CALL]: () => ok(answer) });
    typeBirthPlace(form, 'г. Ташкент Узбекской ССР');
    clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    answer = { required: false, name: '', country_code: null };
    typeBirthPlace(form, 'гор. Москва');
    clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    expect(form.context.birth_country_required).toBe(false);
    expect((form.dataOf('information-head').head as Record<string, unknown>).birth_country).toBeUndefined();
    // An emptied birth place asks nothing.
    typeBirthPlace(form, '');
    expect(form.context.birth_country_required).toBe(false);
  });

  it('a company\'s head is not asked; a failed call asks the person for the country', async () => {
    const company = await lookupOf({ [CALL]: ok(uzbekistan) }, rootFixture({ steps: [{ name: 'information-head', data: { head: { ...head, birthplace: 'г. Ташкент' } }, checked: false }] }));
    company.clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    expect(company.calls()).toHaveLength(0);
    expect(company.store.query).toBeNull();

    const down = await lookupOf({ [CALL]: fail(500, 'Страна рождения не определена') });
    typeBirthPlace(down.form, 'г. Ташкент Узбекской ССР');
    down.clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    expect(down.store.error).toBe(birthCountryTexts.failed);
    expect(down.form.context.birth_country_required).toBe(true);
    down.stop();
    typeBirthPlace(down.form, 'г. Самарканд');
    down.clock.advance(BIRTH_COUNTRY_DELAY_MS);
    await settle();
    expect(down.calls()).toHaveLength(1);
  });
});
