import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { rootFixture } from '../../runtime/requestForm/support';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

const signedIn = {
  'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
  'GET /v1/currentuser/read': ok(userFixture()),
  'GET /v1/currentuser/read/organizations': ok([]),
};

describe('the birth country of a sole entrepreneur', () => {
  it('is asked of the server for the head\'s birth place, filled in and said to be required', async () => {
    const head = { is_head: true, is_signer: true, last_name: 'Каримов', first_name: 'Рустам', birthdate: '1984-03-12', birthplace: 'г. Ташкент Узбекской ССР', citizenship: 'rf' };
    const app = renderApp('/agent/request/42/information-head-company', {
      ...signedIn,
      'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture({ is_ip: true, inn: '500100732259', kpp: null, steps: [{ name: 'information-head', data: { head }, checked: false }] })),
      'POST /v1/questionnaire/read/birthcountry': ok({ required: true, name: 'Узбекистан', country_code: '860' }),
    }, withToken('jwt'));
    await screen.findByLabelText('Место рождения', {}, { timeout: 30_000 });
    act(() => app.clock.advance(400));
    expect(await screen.findByText('Индивидуальный предприниматель родился за пределами России или не является её гражданином: страна рождения обязательна.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Страна рождения по месту рождения: Узбекистан (код ОКСМ 860).')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Страна рождения') as HTMLInputElement).value).toBe('Узбекистан'));
    const call = app.network.seen.find((seen) => seen.url === '/v1/questionnaire/read/birthcountry');
    expect(call?.body).toEqual({ birth_place: 'г. Ташкент Узбекской ССР', birth_date: '1984-03-12', citizenship: 'rf', inn: '500100732259' });
  }, 90_000);
});
