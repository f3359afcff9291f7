import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { guaranteeStep, rootFixture } from '../../runtime/requestForm/support';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const signedIn = {
  'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
  'GET /v1/currentuser/read': ok(userFixture()),
  'GET /v1/currentuser/read/organizations': ok([]),
};

describe('the request form pages', () => {
  it('the form root opens the first unchecked step with the sidebar, progress per block and the hint', async () => {
    const app = renderApp('/agent/request/42', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture({ steps: [{ name: 'guaranty-detail-info', data: guaranteeStep, checked: true }] })),
    }, withToken('jwt'));
    await waitFor(() => expect(app.location()).toBe('/agent/request/42/detail-contacts'));
    const steps = await screen.findByRole('navigation', { name: 'Шаги заявки' }, { timeout: 5000 });
    expect(within(steps).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Параметры гарантии',
      'Реквизиты и контакты',
      'Руководитель',
      'Учредители',
      'Документы',
      'Проверка и отправка',
    ]);
    expect(within(steps).getByRole('link', { name: /Параметры гарантии/ }).querySelector('[aria-label="Заполнено"]')).not.toBeNull();
    expect(within(steps).getByRole('link', { name: /Реквизиты и контакты/ }).querySelector('[aria-label="Заполнено"]')).toBeNull();
    expect(screen.getByText('Анкета')).toBeTruthy();
    expect(await screen.findByLabelText('Контактное лицо', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Заполните текущий шаг');
    // A big step comes in sections, each its own form.
    for (const title of ['Адреса', 'Банковские реквизиты', 'Контакты', 'Налоги и учёт', 'Контакты заказчика']) expect(screen.getByText(title)).toBeTruthy();
    expect(document.querySelectorAll('form')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeTruthy();
  });

  it('«Далее» on an incomplete step shows the rules\' Russian messages and stays', async () => {
    const app = renderApp('/agent/request/42/detail-contacts', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture()),
    }, withToken('jwt'));
    await screen.findByLabelText('Контактное лицо', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect((await screen.findAllByText('Укажите контактное лицо')).length).toBeGreaterThan(0);
    expect(screen.getByText('Исправьте ошибки на шаге, чтобы перейти дальше')).toBeTruthy();
    expect(app.location()).toBe('/agent/request/42/detail-contacts');
    // The step is not saved; at most what was typed is kept as the step's draft.
    expect(app.network.seen.filter((call) => call.method === 'POST' && !call.url.endsWith('/draft/detail-contacts'))).toEqual([]);
  });

  it('typing into a field that «Далее» found wrong takes its message away, under the field and in the list', async () => {
    renderApp('/agent/request/42/detail-contacts', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture()),
    }, withToken('jwt'));
    const person = await screen.findByLabelText('Контактное лицо', {}, { timeout: 5000 });
    // A keystroke before the errors are shown, so that the form holds data the page has not handed it anew.
    fireEvent.change(screen.getByLabelText('Сайт'), { target: { value: 'example.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findAllByText('Укажите контактное лицо')).toHaveLength(2);
    fireEvent.change(person, { target: { value: 'Орлова Марина Викторовна' } });
    await waitFor(() => expect(screen.queryAllByText('Укажите контактное лицо')).toHaveLength(0));
    expect((screen.getByLabelText('Сайт') as HTMLInputElement).value).toBe('example.ru');
    expect(screen.getAllByText('Система налогообложения не указана')).toHaveLength(2);
  });

  it('a request that is not found shows the request-error step', async () => {
    const app = renderApp('/agent/request/77/guaranty-detail-info', {
      ...signedIn,
      'GET /v1/bgrequest/read/77/root/edit': fail(404, 'Заявка не найдена'),
    }, withToken('jwt'));
    await waitFor(() => expect(app.location()).toBe('/agent/request/77/error'));
    expect(await screen.findByText('Заявки с таким номером нет, или она принадлежит другой организации.')).toBeTruthy();
  });

  it('the new-request page has both start steps and creates nothing while they are incomplete', async () => {
    const app = renderApp('/agent/request/create', signedIn, withToken('jwt'));
    expect(await screen.findByText('Информация о компании', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Информация о гарантии')).toBeTruthy();
    expect(screen.getByLabelText('Нет реестрового номера')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Создать заявку' }));
    expect((await screen.findAllByText(/Укажите наименование компании/)).length).toBeGreaterThan(0);
    expect(app.network.seen.some((call) => call.url === '/v1/bgrequest/write')).toBe(false);
  });

  it('the notice of an earlier request for the purchase comes under the purchase, after every field', async () => {
    const NUMBER = '0173100007926000041';
    const tender = { notification_number: NUMBER, lot_number: 1, law: 44, order_name: 'Поставка аппаратов ИВЛ', max_price: 48500000, lots: [{ lot_number: 1, order_name: 'Поставка аппаратов ИВЛ', max_price: 48500000 }] };
    renderApp(
      '/agent/request/create',
      {
        ...signedIn,
        'POST /v2/bgrequest/read/client/checks': ok({ stop_factors: [], kpp_changed: false, exist_kpp: true, checked: true }),
        'POST /v2/bgrequest/read/exists': ok({ exists: true, request: { id: 7 }, message: 'Заявка на эту закупку уже есть: № 7' }),
        [`GET /v1/tender/read/short/${NUMBER}`]: ok(tender),
        [`GET /v1/tender/read/full/${NUMBER}/1`]: ok(tender),
      },
      withToken('jwt'),
    );
    await screen.findByText('Информация о гарантии', {}, { timeout: 5000 });
    for (const [label, value] of [['Наименование', 'ПАО СБЕРБАНК'], ['ИНН', '7707083893'], ['КПП', '773601001'], ['ОГРН или ОГРНИП', '1027700132195'], ['Реестровый номер закупки', NUMBER]]) {
      fireEvent.change(screen.getByLabelText(label!, { exact: true }), { target: { value } });
    }
    const notice = (await screen.findByText('По этой закупке уже есть заявка')).closest('.ant-alert')!;
    expect(within(notice as HTMLElement).getByRole('link', { name: /№ 7/ })).toBeTruthy();
    const purchase = await screen.findByText('Поставка аппаратов ИВЛ');
    const follows = (before: Element) => (before.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(screen.getByLabelText('Вид гарантии', { exact: true }))).toBe(true);
    expect(follows(screen.getByLabelText('Реестровый номер закупки', { exact: true }))).toBe(true);
    expect(follows(purchase)).toBe(true);
  });
});
