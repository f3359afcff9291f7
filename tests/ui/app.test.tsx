import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fail, MemoryStorage, ok } from '../api/support/scriptedAdapter';
import { userFixture, withToken } from '../runtime/support/harness';
import { renderApp } from './support/renderApp';

afterEach(cleanup);

const signedInRoutes = {
  'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
  'GET /v1/currentuser/read': ok(userFixture()),
  'GET /v1/currentuser/read/organizations': ok([]),
  'POST /v1/grid/read/list/groupped': ok({ rows: [], total: 0, page_number: 1, page_size: 50 }),
  'GET /v2/grid/read/list/notificators-count': ok({ counts: { all: 0, offers: 0, demands: 0, deals: 0, drafts: 0 } }),
};

function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the route guard in the app', () => {
  it('sends an unauthenticated visit to login with the redirect, and returns there after login', async () => {
    const app = renderApp('/agent/requests/offers?period=week', {
      ...signedInRoutes,
      'POST /v1/login/write/creds': ok({ token: 'jwt', user: userFixture() }),
    });
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    expect(app.location()).toBe('/agent/login?redirect=%2Fagent%2Frequests%2Foffers%3Fperiod%3Dweek');
    typeInto('E-mail', 'anna@garant-broker.ru');
    typeInto('Пароль', 'Garant2026');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('heading', { name: 'Предложения' });
    expect(app.location()).toBe('/agent/requests/offers?period=week');
    expect(app.storage.getItem('bg_token')).toBe('jwt');
    expect(document.title).toBe('Предложения — Платформа банковских гарантий');
  });

  it('takes an external token from the address, stores it and cleans the address', async () => {
    const app = renderApp('/agent/simple/42?token=ext-token', {
      ...signedInRoutes,
      // A sign link's holder is told about by the link itself.
      'GET /v1/sign-link/read/ext-token/user': ok(userFixture({ external: true })),
    });
    await screen.findByRole('heading', { name: 'Подписание заявки' });
    expect(app.storage.getItem('bg_token')).toBe('ext-token');
    expect(app.location()).toBe('/agent/simple/42');
  });

  it('drops the token of an external user who opens an authenticated page', async () => {
    const storage = withToken('ext-token');
    storage.setItem('bg_token_external', '1');
    const app = renderApp('/agent/profile', signedInRoutes, storage);
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    expect(app.storage.getItem('bg_token')).toBeNull();
    expect(app.location()).toBe('/agent/login?redirect=%2Fagent%2Fprofile');
  });

  it('redirects /agent/requests to the all tab', async () => {
    const app = renderApp('/agent/requests', signedInRoutes, withToken('jwt'));
    await screen.findByRole('heading', { name: 'Все заявки' });
    expect(app.location()).toBe('/agent/requests/all');
    // The page is its own chunk, and its rows come from the list call after it.
    expect(await screen.findByRole('button', { name: /Новая заявка/ }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Заявок пока нет')).toBeTruthy();
    // Each tab's title is followed by its count of requests.
    expect(screen.getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent)).toEqual(['Все заявки0', 'Предложения0', 'Запросы0', 'Сделки0', 'Черновики0']);
  });

  it.each(['/agent/no-such-page', '/agent/requests/archive', '/agent/request/abc', '/legal/nobank/agreement'])('shows the not-found page for %s', async (path) => {
    renderApp(path, signedInRoutes, withToken('jwt'));
    await screen.findByRole('heading', { name: 'Страница не найдена' });
    expect(document.title).toBe('Страница не найдена — Платформа банковских гарантий');
  });
});

describe('the error page', () => {
  it('shows the title and message from the address and offers to go back', async () => {
    const app = renderApp('/error?title=%D0%A1%D0%B1%D0%BE%D0%B9%20%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D1%8B&message=%D0%91%D0%B0%D0%BD%D0%BA%20%D0%BD%D0%B5%20%D0%BE%D1%82%D0%B2%D0%B5%D1%82%D0%B8%D0%BB&refresh=%2Fagent%2Fdocuments', signedInRoutes);
    await screen.findByRole('heading', { name: 'Сбой оплаты' });
    expect(screen.getByText('Банк не ответил')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(app.location()).toBe('/agent/documents'));
    await screen.findByRole('heading', { name: 'Документы' });
  });
});

describe('sign-in screens', () => {
  it('shows the server message of a failed login in the error toast', async () => {
    const app = renderApp('/agent/login', {
      ...signedInRoutes,
      'POST /v1/login/write/creds': fail(400, 'Неверный e-mail или пароль'),
    });
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    typeInto('E-mail', 'anna@garant-broker.ru');
    typeInto('Пароль', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Ошибка!')).toBeTruthy();
    expect(within(toast).getByText('Неверный e-mail или пароль')).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Ошибка' })).toBeTruthy();
    expect(app.location()).toBe('/agent/login');
    expect(app.network.seen.find((r) => r.url === '/v1/login/write/creds')?.body).toEqual({
      email: 'anna@garant-broker.ru',
      password: 'wrong-password',
      actor: 'agent',
    });
  });

  it('checks the fields before calling the server', async () => {
    const app = renderApp('/agent/login', signedInRoutes);
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    typeInto('E-mail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Введите корректный адрес электронной почты, например ivanov@example.ru');
    await screen.findByText('Введите пароль');
    expect(app.network.seen.some((r) => r.url === '/v1/login/write/creds')).toBe(false);
  });

  it('says so when registration is switched off', async () => {
    renderApp('/agent/register', { ...signedInRoutes, 'GET /v1/config/read/app': ok({ registration: false }) });
    await screen.findByText('Регистрация закрыта');
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).toBeNull();
  });

  it('registers, and goes on to the confirmation code for the e-mail', async () => {
    const app = renderApp('/agent/register', {
      ...signedInRoutes,
      'POST /v1/registration/write/agent': ok({ login: 'anna@garant-broker.ru', confirm_required: true }),
    });
    await screen.findByRole('heading', { name: 'Регистрация агента' });
    typeInto('Фамилия', 'Смирнова');
    typeInto('Имя', 'Анна');
    typeInto('E-mail', 'anna@garant-broker.ru');
    typeInto('Телефон', '+7 916 123-45-67');
    typeInto('Наименование организации', 'ООО «Гарант-Брокер»');
    typeInto('ИНН организации', '7707083893');
    typeInto(/^Пароль/, 'Garant2026');
    typeInto('Повторите пароль', 'Garant2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByRole('heading', { name: 'Подтверждение регистрации' });
    expect(app.location()).toBe('/agent/confirm?login=anna%40garant-broker.ru');
    expect(screen.getByText(/anna@garant-broker.ru/)).toBeTruthy();
  });

  it('confirms the code and lands on login with a success message', async () => {
    const app = renderApp('/agent/confirm?login=anna%40garant-broker.ru', {
      ...signedInRoutes,
      'POST /v1/confirm/write/123456': ok({ confirmed: true, login: 'anna@garant-broker.ru' }),
    });
    await screen.findByRole('heading', { name: 'Подтверждение регистрации' });
    typeInto('Код подтверждения', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    expect(app.location()).toBe('/agent/login?login=anna%40garant-broker.ru');
    expect(screen.getByText('Регистрация подтверждена')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@garant-broker.ru');
  });

  it('logs out through the server and goes to login', async () => {
    const app = renderApp('/agent/logout', { ...signedInRoutes, 'POST /v1/logout/write': ok({}) }, withToken('jwt'));
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    await waitFor(() => expect(app.storage.getItem('bg_token')).toBeNull());
    expect(app.network.seen.some((r) => r.url === '/v1/logout/write' && r.authorization === 'Bearer jwt')).toBe(true);
  });
});

describe('the layout', () => {
  it('shows the header menu with employees only for the permission, and switches organisation', async () => {
    const organisations = [
      { uuid: 'o1', name: 'ООО «Гарант-Брокер»', inn: '7707083893', kpp: null, ogrn: null, is_current: true },
      { uuid: 'o2', name: 'ООО «Тендер-Консалт»', inn: '7736207543', kpp: null, ogrn: null, is_current: false },
    ];
    const app = renderApp(
      '/agent/profile',
      {
        ...signedInRoutes,
        'GET /v1/currentuser/read/organizations': ok(organisations),
        'POST /v1/login/write/organization': ok({ token: 'jwt-2', user: userFixture() }),
      },
      withToken('jwt'),
    );
    await screen.findByText('Смирнова Анна Сергеевна');
    fireEvent.click(screen.getByRole('button', { name: 'Учётная запись' }));
    await screen.findByRole('menuitem', { name: 'Сотрудники' });
    expect(screen.getByRole('menuitem', { name: 'Документы' })).toBeTruthy();
    expect(screen.getByText('Сменить организацию')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Перейти' })[0]!);
    await waitFor(() => expect(app.storage.getItem('bg_token')).toBe('jwt-2'));
    await waitFor(() => expect(app.location()).toBe('/agent/requests/all'));
  });

  it('opens the user menu once the user is read, and takes a page item as a link', async () => {
    const app = renderApp('/agent/profile', signedInRoutes, withToken('jwt'));
    const account = await screen.findByRole('button', { name: 'Учётная запись' });
    // Before the user is read the menu would change under the pointer as his permissions arrive.
    const named = () => account.querySelector('.user-name')?.textContent;
    if (named() === 'Учётная запись') expect((account as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(named()).toBe('Смирнова Анна'));
    expect((account as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(account);
    const employees = await screen.findByRole('menuitem', { name: 'Сотрудники' });
    const link = employees.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/agent/employees');
    fireEvent.click(link!);
    await waitFor(() => expect(app.location()).toBe('/agent/employees'));
  });

  it('hides the employees item without the permission', async () => {
    renderApp('/agent/profile', { ...signedInRoutes, 'GET /v1/currentuser/read': ok(userFixture({ available_permissions: [] })) }, withToken('jwt'));
    await screen.findByText('Смирнова Анна Сергеевна');
    fireEvent.click(screen.getByRole('button', { name: 'Учётная запись' }));
    await screen.findByRole('menuitem', { name: 'Профиль' });
    expect(screen.getByRole('menuitem', { name: 'Документы' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Сотрудники' })).toBeNull();
    expect(screen.queryByText('Сменить организацию')).toBeNull();
  });

  it('shows the newClientLk banner to an agent and the cookie notice off the login screen', async () => {
    const storage = withToken('jwt');
    renderApp('/agent/requests/all', signedInRoutes, storage);
    await screen.findByText(/принимать предложения банков/);
    expect(screen.getByRole('region', { name: 'Уведомление о cookie' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(storage.getItem('cookieInfo')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).toBeNull();
  });

  it('has no cookie notice on the login screen', async () => {
    renderApp('/agent/login', signedInRoutes, new MemoryStorage());
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).toBeNull();
  });
});
