import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, type Route } from '../api/support/scriptedAdapter';
import { userFixture, withToken } from '../runtime/support/harness';
import { countsOf, pageOf, rowFixture } from '../runtime/requestList/support';
import { renderApp } from './support/renderApp';

afterEach(cleanup);

/** The demo manager: creates and sends requests, nothing more. */
const manager = userFixture({
  available_permissions: [
    { key: 'agent_create_request', name: 'Создание заявок' },
    { key: 'agent_send_to_bank', name: 'Отправка заявок в банк' },
  ],
});

function server(user = manager): Record<string, Route> {
  return {
    'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
    'GET /v1/currentuser/read': ok(user),
    'GET /v1/currentuser/read/organizations': ok([]),
    'POST /v1/grid/read/list/groupped': ok(pageOf([rowFixture(1001)], 1, 1, 50)),
    'GET /v2/grid/read/list/notificators-count': ok(countsOf(1)),
  };
}

describe('actions the table of permissions refuses', () => {
  it('the employees menu item is hidden and its page refused; «Новая заявка» stays for a member who may create', async () => {
    renderApp('/agent/requests/all', server(), withToken('jwt'));
    await waitFor(() => expect(document.querySelectorAll('.request-row')).toHaveLength(1), { timeout: 10_000 });
    expect(screen.queryByText('Сотрудники')).toBeNull();
    const create = screen.getByRole('button', { name: /Новая заявка/ });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderApp('/agent/employees', server(), withToken('jwt'));
    await waitFor(() => expect(screen.getByText('Недостаточно прав: Просмотр и редактирование сотрудников')).toBeTruthy(), { timeout: 10_000 });
  });

  it('«Новая заявка» is disabled with the missing permission as its tooltip for a member who may not create', async () => {
    renderApp('/agent/requests/all', server(userFixture({ available_permissions: [] })), withToken('jwt'));
    await waitFor(() => expect(document.querySelectorAll('.request-row')).toHaveLength(1), { timeout: 10_000 });
    const create = screen.getByRole('button', { name: /Новая заявка/ }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    // The tooltip of a disabled button still opens on hover.
    fireEvent.pointerEnter(create);
    fireEvent.mouseOver(create);
    fireEvent.mouseEnter(create);
    await waitFor(() => expect(screen.getByText('Недостаточно прав: Создание заявок')).toBeTruthy(), { timeout: 5_000 });
  });
});
