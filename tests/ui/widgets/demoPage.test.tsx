import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { renderApp } from '../support/renderApp';
import { pointerOf, verdictOf } from '../../../src/ui/pages/demo/exampleVerdict';
import { schemaCatalogue } from '../../../src/ui/pages/demo/schemaCatalogue';
import { checkBik } from '../../../src/domain/checks/checkBik';

afterEach(cleanup);

const routesIn = (environment: 'demo' | 'dev' | 'prod') => ({
  'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment, credentials_type: 'email', allowed_email_domains: [] }),
  'GET /v1/currentuser/read': ok(userFixture()),
  'GET /v1/currentuser/read/organizations': ok([]),
});

async function openDemo(environment: 'demo' | 'dev' | 'prod' = 'demo') {
  const app = renderApp('/agent/demo', routesIn(environment), withToken('jwt'));
  return app;
}

describe('the demo page', () => {
  it('is not available in prod', async () => {
    await openDemo('prod');
    expect(await screen.findByText('Недоступно в этом режиме')).toBeTruthy();
    expect(screen.queryByText('Формы из схем')).toBeNull();
  });

  it('renders the requisites schema live and judges its examples', async () => {
    await openDemo('dev');
    expect(await screen.findByLabelText('Наименование', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText('Реквизиты организации').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: /sberbank/ }));
    expect(await screen.findByText('Верный пример проходит проверку')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('ИНН') as HTMLInputElement).value).toBe('7707083893'));
    expect((screen.getByLabelText('Расчётный счёт') as HTMLInputElement).value).toBe('40702810938000012345');

    fireEvent.click(screen.getByRole('button', { name: /wrong-inn/ }));
    expect(await screen.findByText('Ошибка найдена там, где ожидалась: /company/inn')).toBeTruthy();
    // The form shows the error at the field too, and its own report leaves the example's verdict alone.
    await waitFor(() => expect(document.querySelector('#root_company_inn')?.closest('.ant-form-item')?.textContent).toContain('Неверный ИНН'));
    expect(screen.getByText('Ошибка найдена там, где ожидалась: /company/inn')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /without-company-name/ }));
    expect(await screen.findByText('Ошибка найдена там, где ожидалась: /company/name')).toBeTruthy();
  });

  it('checks the form in Russian on submit', async () => {
    await openDemo('demo');
    await screen.findByLabelText('Наименование', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('БИК'), { target: { value: '04452522' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const result = await screen.findByText(/Найдены ошибки:/);
    const panel = result.closest('.ant-alert') as HTMLElement;
    const lines = within(panel).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(expect.arrayContaining([
      '/company/name — Обязательное поле',
      '/company/inn — Обязательное поле',
      '/bank/cur_account — Обязательное поле',
      `/bank/bik — ${checkBik('04452522')}`,
    ]));
  });

  it('recognises the sample passport after 2 seconds and fills the passport block', async () => {
    const app = await openDemo('demo');
    await screen.findByLabelText('Наименование', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: /Распознать образец/ }));
    await act(async () => app.clock.advance(1999));
    expect(screen.queryByText('Иванов')).toBeNull();
    await act(async () => app.clock.advance(1));
    expect(await screen.findByText('Иванов')).toBeTruthy();
    expect(screen.getByText('10.03.1990')).toBeTruthy();
    expect((screen.getByAltText('Образец скана паспорта') as HTMLImageElement).src).toContain('/passport-sample.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Подставить в форму' }));
    await waitFor(() => expect((screen.getByLabelText('Серия') as HTMLInputElement).value).toBe('4510'));
    expect((screen.getByLabelText('Код подразделения') as HTMLInputElement).value).toBe('770-001');
    expect((screen.getByLabelText('Кем выдан') as HTMLInputElement).value).toBe('УФМС России по г. Москве');
  });
});

describe('the schema catalogue', () => {
  it('lists the demo schemas with their uiSchemas and examples from the folders', () => {
    const requisites = schemaCatalogue().find((entry) => entry.name === 'requisites');
    expect(requisites?.group).toBe('demo');
    expect(requisites?.title).toBe('Реквизиты организации');
    expect((requisites?.uiSchema.company as Record<string, Record<string, unknown>>).name?.['ui:widget']).toBe('party');
    expect(requisites?.examples.map((example) => `${example.kind}/${example.name}`)).toEqual(expect.arrayContaining(['valid/sberbank', 'invalid/wrong-inn']));
  });
});

describe('verdicts', () => {
  it.each([
    ['.bank.bik', '/bank/bik'],
    ['customers_sum', '/customers_sum'],
    ['.persons.0.inn', '/persons/0/inn'],
    ["['odd-name'].value", '/odd-name/value'],
    ['', ''],
  ])('%s -> %s', (property, pointer) => {
    expect(pointerOf(property)).toBe(pointer);
  });

  it('an invalid example passes when the error is at or under the expected path', () => {
    const error = { property: '.bank.cur_account', message: 'Расчётный счёт не соответствует БИК', stack: '' };
    expect(verdictOf([error], { kind: 'invalid', path: '/bank/cur_account' }).ok).toBe(true);
    expect(verdictOf([error], { kind: 'invalid', path: '/bank' }).ok).toBe(true);
    expect(verdictOf([error], { kind: 'invalid', path: '/company/inn' })).toMatchObject({ ok: false, title: 'Ожидалась ошибка в /company/inn, но проверка её не нашла' });
    expect(verdictOf([], { kind: 'valid' })).toMatchObject({ ok: true, title: 'Верный пример проходит проверку' });
    expect(verdictOf([error])).toMatchObject({ ok: false, title: 'Найдены ошибки: 1' });
  });
});
