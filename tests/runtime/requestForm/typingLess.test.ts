import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { requestFormTexts } from '../../../src/runtime/requestForm/texts';
import { guaranteeStep, makeForm, rootFixture } from './support';

const ROOT = 'GET /v1/bgrequest/read/42/root/edit';
const DRAFT = 'POST /v2/bgrequest/write/42/draft/guaranty-detail-info';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The shipped 44-FZ tender 0173100007926000041 as the root answers its terms.
const tenderTerms = {
  max_price: 48500000,
  participation_sum_bg: 485000,
  execution_sum_bg: 2425000,
  gw_bg_sum: null,
  participation_end_date: '2026-02-26',
  contract_date: '2026-03-16',
  execution_to: '2026-12-31',
};
const createdFor = (stage: string) => [{ name: 'guarantee-information', data: { has_registry_number: true, tender_number: '0173100007926000041', stage }, checked: true }];

describe('RequestFormStore: a failed «Далее» keeps the typing on the server', () => {
  it('sends what was typed to the draft call, stays on the step and saves nothing else', async () => {
    const { form, network, navigation } = makeForm({ [ROOT]: ok(rootFixture()), [DRAFT]: ok({ step: 'guaranty-detail-info', updated_at: '2026-11-22T09:00:00Z' }) });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', { ...guaranteeStep, sum: 0, additionalInfoText: 'Без бесспорного списания' });
    expect(await form.next()).toBe(false);
    await settle();
    const posts = network.seen.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/v2/bgrequest/write/42/draft/guaranty-detail-info']);
    expect(posts[0]?.body).toMatchObject({ sum: 0, additionalInfoText: 'Без бесспорного списания', dateTo: '2027-03-31' });
    expect(navigation.history).toEqual([]);
  });

  it('a failing draft call changes nothing the person sees', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture()), [DRAFT]: fail(503, 'Сервис недоступен') });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', { ...guaranteeStep, sum: 0 });
    expect(await form.next()).toBe(false);
    await settle();
    expect(form.notice).toMatchObject({ type: 'error', text: requestFormTexts.stepInvalid });
    expect(form.dataOf('guaranty-detail-info').sum).toBe(0);
  });

  it('opens with the server\'s drafts over the saved data, and this browser\'s typing over them', async () => {
    const root = rootFixture({
      steps: { 'detail-contacts': { data: { contact_person: 'Сохранено', website: 'saved.ru' }, checked: false } },
      typed_drafts: { 'detail-contacts': { contact_person: 'С сервера', tax_system: 'osn' }, 'guaranty-detail-info': { ...guaranteeStep, sum: 0 } },
    });
    const fresh = makeForm({ [ROOT]: ok(root) });
    await fresh.form.load();
    expect(fresh.form.dataOf('detail-contacts')).toEqual({ contact_person: 'С сервера', tax_system: 'osn' });
    expect(fresh.form.dataOf('guaranty-detail-info').sum).toBe(0);

    fresh.kept.setItem('request-form-draft:42', JSON.stringify({ 'detail-contacts': { contact_person: 'В этом браузере' } }));
    const here = makeForm({ [ROOT]: ok(root) }, '/agent/request/42', fresh.kept);
    await here.form.load();
    expect(here.form.dataOf('detail-contacts')).toEqual({ contact_person: 'В этом браузере' });
  });
});

describe('RequestFormStore: the guarantee step starts from the purchase', () => {
  it.each([
    ['y', { sum: 485000, contractSum: 48500000 }],
    ['i_without_a', { sum: 2425000, contractSum: 48500000, dateTo: '2027-01-31', daysCount: 70 }],
  ])('stage %j starts with %j', async (stage, expected) => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ tender_terms: tenderTerms, steps: createdFor(stage) })) });
    await form.load();
    expect(form.dataOf('guaranty-detail-info')).toMatchObject({ stage, dateFrom: '2026-11-22', ...expected });
  });

  it('never replaces what the agent typed, a cleared sum included, nor a saved step', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ tender_terms: tenderTerms, steps: createdFor('i_without_a') })) });
    await form.load();
    const started = form.dataOf('guaranty-detail-info');
    form.edit('guaranty-detail-info', { ...started, sum: 1000000 });
    expect(form.dataOf('guaranty-detail-info')).toMatchObject({ sum: 1000000, contractSum: 48500000 });
    const { sum: _cleared, ...withoutSum } = form.dataOf('guaranty-detail-info');
    form.edit('guaranty-detail-info', withoutSum);
    expect(form.dataOf('guaranty-detail-info').sum).toBeUndefined();

    const saved = makeForm({ [ROOT]: ok(rootFixture({ tender_terms: tenderTerms, steps: [...createdFor('i_without_a'), { name: 'guaranty-detail-info', data: { stage: 'i_without_a', sum: 5 }, checked: false }] })) });
    await saved.form.load();
    expect(saved.form.dataOf('guaranty-detail-info')).toMatchObject({ sum: 5 });
    expect(saved.form.dataOf('guaranty-detail-info').contractSum).toBeUndefined();
  });

  it('counts the term in days as the dates change, and drops it when they give none', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    form.edit('guaranty-detail-info', { ...guaranteeStep, dateFrom: '2026-12-01', dateTo: '2026-12-31' });
    expect(form.dataOf('guaranty-detail-info').daysCount).toBe(30);
    form.edit('guaranty-detail-info', { ...form.dataOf('guaranty-detail-info'), dateTo: '2027-12-01' });
    expect(form.dataOf('guaranty-detail-info').daysCount).toBe(365);
    form.edit('guaranty-detail-info', { ...form.dataOf('guaranty-detail-info'), dateTo: undefined });
    expect(form.dataOf('guaranty-detail-info')).not.toHaveProperty('daysCount');
  });
});

describe('RequestFormStore: the legal address is known from ЕГРЮЛ', () => {
  const company = { name: 'ПАО "КАМАЗ"', inn: '1650032058', address: '423827, Республика Татарстан, г Набережные Челны, проезд Автозаводский, д 2' };

  it('fills the legal address of a requisites step never saved nor typed in', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'company-information', data: company, checked: true }] })) });
    await form.load();
    expect(form.dataOf('detail-contacts').legal_address).toBe(company.address);
  });

  it('keeps the address the agent chose or cleared', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'company-information', data: company, checked: true }, { name: 'detail-contacts', data: { legal_address: 'г Москва, ул Тверская, д 1' }, checked: false }] })) });
    await form.load();
    expect(form.dataOf('detail-contacts').legal_address).toBe('г Москва, ул Тверская, д 1');
    form.edit('detail-contacts', {});
    expect(form.dataOf('detail-contacts').legal_address).toBeUndefined();
  });
});
