import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { SETTLE_MS } from '../../../src/runtime/requestForm/RequestFormStore';
import { guaranteeStep, makeForm, rootFixture } from './support';

const ROOT = 'GET /v1/bgrequest/read/42/root/edit';
const SBER = '9fee5cae-0291-5434-ba9d-748f6a58e441';

describe('RequestFormStore: where the form root lands', () => {
  it('opens the first unchecked visible step: the guarantee step for a purchase with a registry number', async () => {
    const { form, navigation } = makeForm({ [ROOT]: ok(rootFixture()) });
    expect(await form.load()).toBe(true);
    form.openLanding();
    expect(navigation.last).toBe('/agent/request/42/guaranty-detail-info');
  });

  it('opens the purchase step first when the purchase has no registry number', async () => {
    const { form, navigation } = makeForm({ [ROOT]: ok(rootFixture({ tender_number: null })) });
    await form.load();
    expect(form.steps.map((step) => step.name)).toContain('commercial-detail-info');
    form.openLanding();
    expect(navigation.last).toBe('/agent/request/42/commercial-detail-info');
  });

  it('skips checked steps, whichever shape the root sends them in', async () => {
    const asMap = makeForm({ [ROOT]: ok(rootFixture({ steps: { 'guaranty-detail-info': { data: guaranteeStep, checked: true } } })) });
    await asMap.form.load();
    asMap.form.openLanding();
    expect(asMap.navigation.last).toBe('/agent/request/42/detail-contacts');

    const asList = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'guaranty-detail-info', data: { ...guaranteeStep, context: { is_ip: false } }, checked: true }], checked_steps: ['detail-contacts'] })) });
    await asList.form.load();
    asList.form.openLanding();
    expect(asList.navigation.last).toBe('/agent/request/42/information-head-company');
    expect(asList.form.data['guaranty-detail-info']).toEqual(guaranteeStep);
  });

  it('opens the preview when every visible step is checked, and when the request was sent', async () => {
    const names = ['guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'documents'];
    const all = makeForm({ [ROOT]: ok(rootFixture({ checked_steps: names })) });
    await all.form.load();
    all.form.openLanding();
    expect(all.navigation.last).toBe('/agent/request/42/preview');

    const sent = makeForm({ [ROOT]: ok(rootFixture({ sub_common_status: 'review' })) });
    await sent.form.load();
    sent.form.openLanding();
    expect(sent.navigation.last).toBe('/agent/request/42/preview');
    // Nothing is left to fill on a sent request: the sidebar says it went to the banks, on any step.
    sent.form.enter('detail-contacts');
    expect(sent.form.shownHint).toBe('Заявка отправлена в банки');
  });

  it('shows founders only for a company, signers only when the head does not sign, finance only when a bank asks', async () => {
    const company = makeForm({ [ROOT]: ok(rootFixture()) });
    await company.form.load();
    expect(company.form.steps.map((step) => step.name)).toEqual(['guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'documents', 'preview']);

    const entrepreneur = makeForm({ [ROOT]: ok(rootFixture({ is_ip: true, kpp: null })) });
    await entrepreneur.form.load();
    expect(entrepreneur.form.steps.map((step) => step.name)).not.toContain('information-founders');

    company.form.edit('information-head', { head: { uuid: 'h', is_head: true, is_signer: false } });
    expect(company.form.steps.map((step) => step.name)).toContain('information-signers');

    const withBank = makeForm({ [ROOT]: ok(rootFixture({ selected_banks: ['9fee5cae-0291-5434-ba9d-748f6a58e441'] })) });
    await withBank.form.load();
    expect(withBank.form.steps.map((step) => step.name)).toContain('finance');
  });
});

describe('RequestFormStore: the request-error step', () => {
  it.each([['Заявка не найдена'], ['request not found: 42']])('a failure «%s» shows the error step', async (message) => {
    const { form, navigation } = makeForm({ [ROOT]: fail(404, message) });
    expect(await form.load()).toBe(false);
    expect(form.notFound).toBe(true);
    expect(navigation.last).toBe('/agent/request/42/error');
  });

  it('another failure is not "not found": the page shows the error and stays', async () => {
    const { form, navigation } = makeForm({ [ROOT]: fail(500, 'База данных недоступна') });
    await form.load();
    expect(form.notFound).toBe(false);
    expect(form.loadError).toBe('База данных недоступна');
    expect(navigation.history).toEqual([]);
  });
});

describe('RequestFormStore: saving and moving', () => {
  it('"next" with invalid data stays on the step and shows the rules\' Russian messages', async () => {
    const { form, network, navigation } = makeForm({ [ROOT]: ok(rootFixture()), 'POST /v2/bgrequest/write/42/draft/guaranty-detail-info': ok({}) });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', { ...guaranteeStep, sum: 0 });
    expect(await form.next()).toBe(false);
    expect(form.shownErrors.map((error) => error.message)).toContain('Сумма гарантии должна быть больше нуля');
    expect(form.hint).toBe('Заполните текущий шаг');
    // Only the typing is kept (as the step's draft); the step itself is not saved.
    expect(network.seen.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/v2/bgrequest/write/42/draft/guaranty-detail-info']);
    expect(navigation.history).toEqual([]);
  });

  it('"next" saves the step through its call, then the draft with points and source 16, and goes to the next unchecked step', async () => {
    const { form, network, navigation } = makeForm({
      [ROOT]: ok(rootFixture({ checked_steps: ['detail-contacts'] })),
      'POST /v1/bgparameters/write': ok({}),
      'POST /v2/bgrequest/write/saveasdraft': ok({}),
    });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', guaranteeStep);
    expect(form.hint).toBe('Продолжайте заполнение');
    expect(await form.next()).toBe(true);
    const [step, draft] = network.seen.filter((call) => call.method === 'POST');
    expect(step?.url).toBe('/v1/bgparameters/write');
    expect(step?.body).toMatchObject({ request_id: 42, parameters: { ...guaranteeStep, context: { is_ip: false, guarantee_sum: 485000 } } });
    expect(draft?.url).toBe('/v2/bgrequest/write/saveasdraft');
    expect(draft?.body).toMatchObject({ request_id: 42, steps: ['guaranty-detail-info'], source: 16 });
    expect((draft?.body as { points: Record<string, unknown> }).points).toHaveProperty('parameters');
    expect(form.checked.has('guaranty-detail-info')).toBe(true);
    // detail-contacts is checked already: next lands on the head step.
    expect(navigation.last).toBe('/agent/request/42/information-head-company');
  });

  it('other steps go to the step call with their data; an incomplete step is saved but not checked', async () => {
    const { form, network } = makeForm({ [ROOT]: ok(rootFixture()), 'POST /v2/bgrequest/write/42/step/detail-contacts': ok({}), 'POST /v2/bgrequest/write/saveasdraft': ok({}) });
    await form.load();
    form.edit('detail-contacts', { contact_person: 'Орлова Марина Викторовна' });
    expect(await form.save('detail-contacts')).toBe(true);
    expect(network.seen.find((call) => call.url === '/v2/bgrequest/write/42/step/detail-contacts')?.body).toMatchObject({ contact_person: 'Орлова Марина Викторовна', context: { is_ip: false } });
    // The tax system is missing: saved as a draft, not checked.
    expect(network.seen.find((call) => call.url === '/v2/bgrequest/write/saveasdraft')?.body).toMatchObject({ steps: [] });
    expect(form.checked.has('detail-contacts')).toBe(false);
  });

  it('a failed save keeps the user on the step with the server\'s message', async () => {
    const { form, navigation } = makeForm({
      [ROOT]: ok(rootFixture()),
      'POST /v1/bgparameters/write': ok({}),
      'POST /v2/bgrequest/write/saveasdraft': fail(400, 'Поле «Сумма гарантии»: сумма слишком велика'),
    });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', guaranteeStep);
    expect(await form.next()).toBe(false);
    expect(form.notice).toEqual({ type: 'error', text: 'Поле «Сумма гарантии»: сумма слишком велика' });
    expect(form.checked.has('guaranty-detail-info')).toBe(false);
    expect(navigation.history).toEqual([]);
  });

  it('a read-only request is not saved', async () => {
    const { form, network } = makeForm({ [ROOT]: ok(rootFixture({ readonly: true })) });
    await form.load();
    expect(await form.save('guaranty-detail-info')).toBe(false);
    expect(form.notice?.text).toBe('Заявка доступна только для чтения');
    expect(network.seen.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('"back" moves within the visible steps and never returns to the start steps', async () => {
    const { form, navigation } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    form.enter('documents');
    form.back();
    expect(navigation.last).toBe('/agent/request/42/information-founders');
    form.enter('guaranty-detail-info');
    expect(form.canGoBack).toBe(false);
    form.back();
    expect(navigation.history).toHaveLength(1);
  });

  it('a hidden or unknown step sends the user to where the root lands', async () => {
    const { form, navigation } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    form.enter('commercial-detail-info');
    expect(navigation.last).toBe('/agent/request/42/guaranty-detail-info');
  });
});

describe('RequestFormStore: data the rules prepare', () => {
  it('creates the head when there is none: signing, powers «бессрочно»', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    expect(form.dataOf('information-head').head).toMatchObject({ is_head: true, is_signer: true, eioToDate: 'бессрочно', citizenship: 'rf', doc_type: 'passport' });
  });

  it('moves a past start date of the guarantee to today', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: { 'guaranty-detail-info': { data: { ...guaranteeStep, dateFrom: '2026-01-10' }, checked: false } } })) });
    await form.load();
    expect(form.dataOf('guaranty-detail-info').dateFrom).toBe('2026-11-22');
  });

  it('lists the documents the selected banks require, with the files already attached', async () => {
    const file = { uuid: '3b5d1c2e-9a7f-4c1d-8e2b-6f0a1d2c3b4a', name: 'ustav.pdf', size: 1024 };
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ selected_banks: ['9fee5cae-0291-5434-ba9d-748f6a58e441'], steps: { documents: { data: { documents: [{ docType: 'charter', docName: 'Устав', requiredForbanks: ['Сбербанк'], files: [file] }] }, checked: false } } })) });
    await form.load();
    const documents = form.dataOf('documents').documents as { docType: string; requiredForbanks: string[]; files: unknown[] }[];
    expect(documents.find((entry) => entry.docType === 'charter')).toMatchObject({ requiredForbanks: ['Сбербанк'], files: [file] });
    expect(form.errorsOf('documents').map((error) => error.message)).toContain('Загрузите');
  });
});

describe('RequestFormStore: the guarantee step starts from the start steps', () => {
  it('takes the guarantee type chosen when the request was created', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'guarantee-information', data: { has_registry_number: true, tender_number: '0173100007926000041', stage: 'i_without_a' }, checked: true }] })) });
    await form.load();
    expect(form.dataOf('guaranty-detail-info')).toMatchObject({ stage: 'i_without_a', currency: 'rub', dateFrom: '2026-11-22' });
  });
});

describe('RequestFormStore: one signer (spec-2 §5.4)', () => {
  const head = { uuid: 'head-1', is_head: true, is_signer: true, last_name: 'Осеевский', first_name: 'Михаил', eioToDate: 'бессрочно' };

  it('a head who stops signing brings the signers step with a separate, empty signer entry', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'information-head', data: { head }, checked: true }] })) });
    await form.load();
    expect(form.steps.map((step) => step.name)).not.toContain('information-signers');
    form.edit('information-head', { head: { ...head, is_signer: false } });
    expect(form.steps.map((step) => step.name)).toContain('information-signers');
    const signers = form.dataOf('information-signers').signers as Record<string, unknown>[];
    expect(signers).toHaveLength(1);
    expect(signers[0]).toMatchObject({ is_signer: true, is_head: false });
    expect(signers[0]?.uuid).not.toBe('head-1');
  });

  it('the head who signs again is the one signer: the entry that was there only to sign goes', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'information-head', data: { head: { ...head, is_signer: false } }, checked: true }, { name: 'information-signers', data: { signers: [{ uuid: 's-1', is_signer: true, last_name: 'Орлова', first_name: 'Марина' }] }, checked: true }] })) });
    await form.load();
    form.edit('information-head', { head });
    expect(form.dataOf('information-signers').signers).toEqual([]);
    expect(form.steps.map((step) => step.name)).not.toContain('information-signers');
  });

  it('choosing another signer in the list leaves one signer', async () => {
    const signers = [
      { uuid: 's-1', is_signer: true, last_name: 'Орлова', first_name: 'Марина' },
      { uuid: 's-2', is_signer: false, is_beneficiary: true, last_name: 'Смирнов', first_name: 'Олег' },
    ];
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ steps: [{ name: 'information-head', data: { head: { ...head, is_signer: false } }, checked: true }, { name: 'information-signers', data: { signers }, checked: false }] })) });
    await form.load();
    form.edit('information-signers', { signers: [signers[0], { ...signers[1], is_signer: true }] });
    expect(form.dataOf('information-signers').signers).toEqual([{ ...signers[1], is_signer: true }]);
  });
});

describe('RequestFormStore: draft and autosave', () => {
  it('keeps unsaved typing across a reload and forgets it once the step is saved', async () => {
    const routes = { [ROOT]: ok(rootFixture()), 'POST /v2/bgrequest/write/42/step/detail-contacts': ok({}), 'POST /v2/bgrequest/write/saveasdraft': ok({}) };
    const first = makeForm(routes);
    await first.form.load();
    first.form.edit('detail-contacts', { contact_person: 'Орлова Марина Викторовна' });

    const reloaded = makeForm(routes, '/agent/request/42', first.kept);
    await reloaded.form.load();
    expect(reloaded.form.dataOf('detail-contacts')).toMatchObject({ contact_person: 'Орлова Марина Викторовна' });
    reloaded.form.edit('detail-contacts', { contact_person: 'Орлова Марина Викторовна', tax_system: 'osn' });
    expect(await reloaded.form.save('detail-contacts')).toBe(true);
    expect(first.kept.getItem('request-form-draft:42')).toBeNull();
  });

  it('saves a step whose rules hold five seconds after the last change, quietly; an incomplete step waits for the user', async () => {
    const { form, network, clock } = makeForm({
      [ROOT]: ok(rootFixture()),
      'POST /v1/bgparameters/write': ok({}),
      'POST /v2/bgrequest/write/saveasdraft': ok({}),
    });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', { ...guaranteeStep, sum: 0 });
    clock.advance(5000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.seen.filter((call) => call.method === 'POST')).toEqual([]);

    form.edit('guaranty-detail-info', guaranteeStep);
    clock.advance(4999);
    expect(network.seen.filter((call) => call.method === 'POST')).toEqual([]);
    clock.advance(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.seen.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/v1/bgparameters/write', '/v2/bgrequest/write/saveasdraft']);
    expect(form.checked.has('guaranty-detail-info')).toBe(true);
    expect(form.notice).toBeNull();
  });
  it('«Далее» pressed while an autosave is on the wire waits for it and goes on; the autosave leaves the buttons free', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writes = 0;
    const { form, network, clock, navigation } = makeForm({
      [ROOT]: ok(rootFixture()),
      'POST /v1/bgparameters/write': async () => {
        writes += 1;
        if (writes === 1) await held;
        return ok({});
      },
      'POST /v2/bgrequest/write/saveasdraft': ok({}),
    });
    await form.load();
    form.enter('guaranty-detail-info');
    form.edit('guaranty-detail-info', guaranteeStep);
    clock.advance(5000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form.autosaving).toBe(true);
    expect(form.saving).toBe(false);

    const moved = form.next();
    release();
    expect(await moved).toBe(true);
    expect(navigation.last).toBe('/agent/request/42/detail-contacts');
    expect(network.seen.filter((call) => call.url === '/v1/bgparameters/write')).toHaveLength(2);
    expect(form.autosaving).toBe(false);
    expect(form.saving).toBe(false);
  });
});

describe('RequestFormStore: a send made outside the form', () => {
  it('reads the root again: the request counts as sent, so the side column stops offering a bank choice', async () => {
    let reads = 0;
    const { form } = makeForm({
      [ROOT]: () => {
        reads += 1;
        return ok(rootFixture(reads === 1 ? {} : { sub_common_status: 'sent', sub_status: 'Sent' }));
      },
    });
    await form.load();
    expect(form.sent).toBe(false);
    await form.refreshRoot();
    expect(form.sent).toBe(true);
  });
});

describe('RequestFormStore: the sidebar follows the typing once it pauses', () => {
  it('shows the progress and hint of typing SETTLE_MS after the last key, and of an action at once', async () => {
    const { form, clock } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    form.enter('guaranty-detail-info');
    const before = form.shownProgress.parameters.count_points;
    form.edit('guaranty-detail-info', guaranteeStep, { typing: true });
    expect(form.progress.parameters.count_points).toBeGreaterThan(before);
    expect(form.shownProgress.parameters.count_points).toBe(before);
    clock.advance(SETTLE_MS - 1);
    expect(form.shownProgress.parameters.count_points).toBe(before);
    clock.advance(1);
    expect(form.shownProgress).toEqual(form.progress);
    expect(form.shownHint).toBe(form.hint);

    // An upload, an import or a picked suggestion is no typing: the sidebar shows it in the same render.
    form.edit('guaranty-detail-info', { ...guaranteeStep, sum: undefined });
    expect(form.shownProgress).toEqual(form.progress);
    expect(form.shownProgress.parameters.count_points).toBeLessThan(form.progress.parameters.total_points);
  });
});

describe('RequestFormStore: banks to send to', () => {
  it('saves the chosen banks with the draft; their documents and finance periods join the form', async () => {
    const { form, network } = makeForm({
      [ROOT]: ok(rootFixture()),
      'POST /v2/bgrequest/write/saveasdraft': ok(rootFixture({ selected_banks: [SBER], fko_uuids: [SBER] })),
    });
    await form.load();
    expect(form.bankChoices.some((bank) => bank.type === 'archive')).toBe(false);
    expect(await form.chooseBanks([SBER])).toBe(true);
    expect(network.seen.find((call) => call.url === '/v2/bgrequest/write/saveasdraft')?.body).toMatchObject({ request_id: 42, steps: [], fko_uuids: [SBER], source: 16 });
    expect(form.steps.map((step) => step.name)).toContain('finance');
    expect((form.dataOf('documents').documents as { requiredForbanks: string[] }[]).every((entry) => entry.requiredForbanks.includes('Сбербанк'))).toBe(true);
    expect(form.notice?.text).toBe('Банки для отправки сохранены');
  });
});

describe('RequestFormStore: the finance grid', () => {
  it('shows each period a selected bank requires, named by its reporting date today, and edits one cell at a time', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ selected_banks: [SBER] })) });
    await form.load();
    expect(form.financePeriods).toEqual(['period1', 'period2']);
    // 22 November 2026: the 9 months were due by 25 October.
    expect(form.financeColumns.map(({ period, label, date, banks }) => ({ period, label, date, banks }))).toEqual([
      { period: 'period1', label: '9 месяцев 2026', date: '2026-09-30', banks: ['Сбербанк'] },
      { period: 'period2', label: '6 месяцев 2026', date: '2026-06-30', banks: ['Сбербанк'] },
    ]);
    form.setFinanceValue('period1', '2110', 184560);
    form.setFinanceValue('period1', '1600', 96380);
    form.setFinanceValue('period1', '1600', null);
    expect((form.dataOf('finance').report as Record<string, unknown>).period1).toEqual({ year: 2026, date: '2026-09-30', lines: { '2110': 184560 } });
    expect(form.financeColumns[0]?.heldLabel).toBeNull();
  });

  it('names the date a period already holds when it is not the one the period stands for today', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ selected_banks: [SBER] })) });
    await form.load();
    form.edit('finance', { report: { period1: { year: 2026, date: '2026-06-30', lines: { '2110': 1 } } } });
    form.setFinanceValue('period1', '1600', 5);
    expect((form.dataOf('finance').report as Record<string, { date: string }>).period1?.date).toBe('2026-06-30');
    expect(form.financeColumns[0]).toMatchObject({ label: '9 месяцев 2026', heldLabel: '6 месяцев 2026' });
  });
});
