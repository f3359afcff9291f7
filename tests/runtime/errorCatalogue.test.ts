import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../src/api';
import { errorCatalogue, errorToastFor, isRequestNotFound } from '../../src/runtime/errorToastFor';
import { fail, ok } from '../api/support/scriptedAdapter';
import { makeRoot, userFixture, withToken } from './support/harness';

const support = 'Пожалуйста, обратитесь в техническую поддержку.';

describe('the error catalogue, row by row (spec-2 §8)', () => {
  const rows: [string, ConstructorParameters<typeof ApiFailure>[0], { title: string; text: string; endSession: boolean; redirectToLogin: boolean }][] = [
    ['envelope with another code and a message', { source: 'envelope', code: 40001, serverMessage: 'Поле «ИНН» заполнено неверно' }, { title: 'Ошибка!', text: 'Поле «ИНН» заполнено неверно', endSession: false, redirectToLogin: false }],
    ['envelope with another code and no message', { source: 'envelope', code: 1 }, { title: 'Ошибка!', text: 'Ошибка', endSession: false, redirectToLogin: false }],
    ['401', { source: 'http', status: 401, serverMessage: 'Сессия истекла, войдите снова' }, { title: 'Ошибка!', text: 'Сессия истекла', endSession: true, redirectToLogin: true }],
    ['400 with a message', { source: 'http', status: 400, serverMessage: 'Неверный e-mail или пароль' }, { title: 'Ошибка!', text: 'Неверный e-mail или пароль', endSession: false, redirectToLogin: false }],
    ['400 without a message', { source: 'http', status: 400 }, { title: 'Ошибка!', text: 'Ошибка', endSession: false, redirectToLogin: false }],
    ['403 with a message', { source: 'http', status: 403, code: 40301, serverMessage: 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку' }, { title: 'Доступ запрещён', text: 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку', endSession: false, redirectToLogin: false }],
    ['403 without a message', { source: 'http', status: 403 }, { title: 'Доступ запрещён', text: '', endSession: false, redirectToLogin: false }],
    ['429', { source: 'http', status: 429, serverMessage: 'Слишком много попыток. Повторите через 15 мин.' }, { title: 'Ошибка!', text: 'Слишком много попыток. Повторите через 15 мин.', endSession: false, redirectToLogin: false }],
    ['503 (the database does not answer): the server message, the call may be repeated', { source: 'http', status: 503, code: 50300, serverMessage: 'Сервис временно недоступен, повторите попытку через несколько секунд' }, { title: 'Ошибка!', text: 'Сервис временно недоступен, повторите попытку через несколько секунд', endSession: false, redirectToLogin: false }],
    ['500 with a message', { source: 'http', status: 500, serverMessage: 'Внутренняя ошибка сервера' }, { title: 'Ошибка!', text: `Произошла ошибка: Внутренняя ошибка сервера. ${support}`, endSession: false, redirectToLogin: false }],
    ['500 without a message', { source: 'http', status: 500 }, { title: 'Ошибка!', text: `Произошла ошибка. ${support}`, endSession: false, redirectToLogin: false }],
    ['404 (any other failure)', { source: 'http', status: 404, serverMessage: 'Не найдено' }, { title: 'Ошибка!', text: `Произошла ошибка. ${support}`, endSession: false, redirectToLogin: false }],
    ['502 (any other failure)', { source: 'http', status: 502 }, { title: 'Ошибка!', text: `Произошла ошибка. ${support}`, endSession: false, redirectToLogin: false }],
    ['no answer: the connection is lost, retried', { source: 'network' }, { title: 'Нет связи с сервером', text: 'Соединение с сервером потеряно. Проверьте подключение к интернету — мы повторим попытку автоматически.', endSession: false, redirectToLogin: false }],
    ['something else threw (any other failure)', { source: 'unexpected' }, { title: 'Ошибка!', text: `Произошла ошибка. ${support}`, endSession: false, redirectToLogin: false }],
  ];

  it.each(rows)('%s', (_name, init, expected) => {
    const outcome = errorToastFor(new ApiFailure(init));
    expect(outcome.toast.title).toBe(expected.title);
    expect(outcome.toast.text).toBe(expected.text);
    expect(outcome.endSession).toBe(expected.endSession);
    expect(outcome.redirectToLogin).toBe(expected.redirectToLogin);
  });

  it('every toast but the lost connection\'s is the error toast: type error, button Ошибка, 20000 ms', () => {
    for (const [, init] of rows.filter(([, failure]) => failure.source !== 'network')) {
      const { toast } = errorToastFor(new ApiFailure(init));
      expect(toast).toMatchObject({ type: 'error', mode: 'full', removeTime: 20000, buttons: [{ label: 'Ошибка', action: 'close' }] });
    }
  });

  it('every row of the catalogue is reached by some failure above', () => {
    const reached = new Set(rows.map(([, init]) => errorToastFor(new ApiFailure(init)).row.situation));
    expect([...reached].sort()).toEqual(errorCatalogue.responses.map((row) => row.situation).sort());
  });

  it('recognises the request-not-found messages', () => {
    expect(isRequestNotFound('request not found: 42')).toBe(true);
    expect(isRequestNotFound('Request Not Found')).toBe(true);
    expect(isRequestNotFound('Заявка № 42 не найдена')).toBe(true);
    expect(isRequestNotFound('Заявка не найдена.')).toBe(false);
    expect(isRequestNotFound('Неверный запрос')).toBe(false);
    expect(isRequestNotFound(undefined)).toBe(false);
  });
});

describe('failures in the running app', () => {
  it('a 401 removes the token, shows Сессия истекла and goes to login with the current path and query', async () => {
    const { root, storage, navigation } = makeRoot(
      { 'GET /v1/currentuser/read': fail(401, 'Сессия истекла, войдите снова') },
      { at: '/agent/requests/offers?selected=12', storage: withToken('stale') },
    );
    root.route.enter('Requests', { filter: 'offers' });
    await root.session.loadUser();
    expect(storage.getItem('bg_token')).toBeNull();
    expect(root.session.hasToken).toBe(false);
    expect(root.toasts.toasts.map((t) => [t.title, t.text])).toEqual([['Ошибка!', 'Сессия истекла']]);
    expect(navigation.last).toBe('/agent/login?redirect=%2Fagent%2Frequests%2Foffers%3Fselected%3D12');
  });

  it('a 401 on the documents page ends the session but stays on the page', async () => {
    const { root, storage, navigation } = makeRoot({ 'GET /v1/currentuser/read': fail(401) }, { at: '/agent/documents', storage: withToken('stale') });
    root.route.enter('Documents', {});
    await root.session.loadUser();
    expect(storage.getItem('bg_token')).toBeNull();
    expect(root.toasts.toasts).toHaveLength(1);
    expect(navigation.history).toEqual([]);
  });

  it('a 400 at login shows the server message and keeps the user on the page', async () => {
    const { root, navigation, storage } = makeRoot({ 'POST /v1/login/write/creds': fail(400, 'Неверный e-mail или пароль') }, { at: '/agent/login' });
    root.route.enter('Login', {});
    await expect(root.session.loginByCredentials('a@b.ru', 'wrong-pass1')).resolves.toBe(false);
    expect(root.toasts.toasts.map((t) => [t.title, t.text])).toEqual([['Ошибка!', 'Неверный e-mail или пароль']]);
    expect(navigation.history).toEqual([]);
    expect(storage.getItem('bg_token')).toBeNull();
  });

  it('a 500 is logged and toasted with the plea to contact support', async () => {
    const { root, logger } = makeRoot({ 'GET /v1/config/read/app': fail(500, 'Внутренняя ошибка сервера') });
    await root.config.load();
    expect(root.toasts.toasts[0]?.text).toBe(`Произошла ошибка: Внутренняя ошибка сервера. ${support}`);
    expect(logger.entries).toEqual(['Сбой вызова GET /v1/config/read/app']);
    expect(root.config.loaded).toBe(true);
  });

  it('a successful call shows nothing', async () => {
    const { root } = makeRoot(
      { 'GET /v1/currentuser/read': ok(userFixture()), 'GET /v1/currentuser/read/organizations': ok([]) },
      { storage: withToken('t') },
    );
    await root.session.loadUser();
    expect(root.session.user?.login).toBe('anna@garant-broker.ru');
    expect(root.toasts.toasts).toEqual([]);
  });
});
