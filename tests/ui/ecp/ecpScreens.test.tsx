import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AttachedCertificateWire } from '../../../src/domain/wire/ecpWire';
import type { CertificateFactsWire } from '../../../src/domain/wire/signingWire';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const certificate: CertificateFactsWire = {
  thumbprint: 'A94A8FE5CCB19BA61C4C0873D391E987982FBBD3',
  serial_number: '0A',
  subject_name: 'ООО «Гарант-Брокер»',
  last_name: 'Смирнова',
  first_name: 'Анна',
  middle_name: 'Сергеевна',
  inn: '770123456789',
  inn_le: '7707083893',
  ogrn: '1027700132195',
  ogrnip: null,
  snils: '11223344595',
  organization: 'ООО «Гарант-Брокер»',
  position: null,
  issuer_name: 'Тестовый УЦ платформы',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2028-01-01T00:00:00.000Z',
};

const demo = { 'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }) };

describe('the «Электронная подпись» tab of the sign-in page', () => {
  it('opens by ?authType=ecp, shows the certificate and its facts, and tells the server\'s refusal in Russian', async () => {
    const refusal = 'Этот сертификат не прикреплён ни к одной учётной записи. Войдите по e-mail и паролю, прикрепите сертификат в профиле (блок «Сертификаты электронной подписи») и после этого входите по электронной подписи';
    const app = renderApp('/agent/login?authType=ecp', {
      ...demo,
      'GET /v1/dev/signer/certificates': ok({ certificates: [certificate] }),
      'POST /v1/login/write/ecp/challenge': ok({ challenge: 'Вход\nОдноразовый код: 1', expires_at: '2026-03-01T09:05:00.000Z' }),
      'POST /v1/dev/signer/sign': ok({ signature: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=' }),
      'POST /v1/login/write/ecp': fail(400, refusal),
    });
    expect(await screen.findByRole('tab', { name: 'Электронная подпись', selected: true })).toBeTruthy();
    const tab = await screen.findByTestId('ecp-login');
    await within(tab).findByText('Смирнова Анна Сергеевна — ООО «Гарант-Брокер» (до 01.01.2028)');
    expect(within(tab).getByText('ИНН ЮЛ 7707083893 · ОГРН 1027700132195 · ИНН 770123456789 · СНИЛС 11223344595')).toBeTruthy();
    expect(within(tab).getByText('Тестовый УЦ платформы')).toBeTruthy();
    fireEvent.click(within(tab).getByRole('button', { name: 'Войти' }));
    expect((await within(tab).findByRole('alert')).textContent).toContain(refusal);
    expect(app.location()).toBe('/agent/login?authType=ecp');
    expect(app.network.seen.find((seen) => seen.url === '/v1/login/write/ecp')?.body).toEqual({ scope: 'MIIGsgYJKoZIhvcNAQcCoIIGozCCBp8=', rememberme: true, actor: 'agent' });
  });
});

describe('the profile\'s «Сертификаты электронной подписи»', () => {
  it('lists the attached certificate with its facts and detaches it after a confirmation', async () => {
    const attached: AttachedCertificateWire = { ...certificate, attached_at: '2026-03-01T09:00:00.000Z' };
    const app = renderApp(
      '/agent/profile',
      {
        ...demo,
        'GET /v1/currentuser/read': ok(userFixture()),
        'GET /v1/currentuser/read/organizations': ok([]),
        'GET /v1/current-user-profile/read/certificates': ok([attached]),
        'POST /v1/login/write/detach-ecp': ok({ detached: true }),
      },
      withToken('jwt'),
    );
    const block = await screen.findByTestId('ecp-certificates');
    await within(block).findByText('Смирнова Анна Сергеевна');
    expect(within(block).getByText('ИНН ЮЛ 7707083893 · ОГРН 1027700132195 · ИНН 770123456789 · СНИЛС 11223344595')).toBeTruthy();
    expect(within(block).getByText('01.01.2028')).toBeTruthy();
    fireEvent.click(within(block).getByRole('button', { name: 'Открепить' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Открепить' }));
    await within(block).findByText('Сертификаты не прикреплены');
    await waitFor(() => expect(app.network.seen.find((seen) => seen.url === '/v1/login/write/detach-ecp')?.body).toEqual({ thumbprint: certificate.thumbprint }));
  });
});
