import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../api/support/scriptedAdapter';
import { userFixture, withToken } from '../../runtime/support/harness';
import { rootFixture } from '../../runtime/requestForm/support';
import { renderApp } from '../support/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = {
  'GET /v1/config/read/app': ok({ registration: true, phone_registration: true, environment: 'demo', credentials_type: 'email', allowed_email_domains: [] }),
  'GET /v1/currentuser/read': ok(userFixture()),
  'GET /v1/currentuser/read/organizations': ok([]),
};

// МСП Банк wants period1, period2, period5, period6; Газпромбанк period1…period3 (config/banks.json).
const MSP = 'c7aa5974-5fa2-5bb1-94a6-f0edbc273280';
const GAZPROM = '8dc09f8c-56ff-5434-ada5-bdf151af5e16';

/** The finance step of a request for МСП Банк and Газпромбанк, opened on 27 November 2026 (Moscow). */
async function openFinance() {
  const app = renderApp('/agent/request/42/finance', {
    ...signedIn,
    'GET /v1/bgrequest/read/42/root/edit': ok(rootFixture({ selected_banks: [MSP, GAZPROM], fko_uuids: [MSP, GAZPROM] })),
  }, withToken('jwt'));
  app.clock.advance(Date.parse('2026-11-27T09:00:00Z') - app.clock.now());
  await screen.findByText('Значения — в тысячах рублей, как в бухгалтерской отчётности.', {}, { timeout: 5000 });
  return app;
}

/** The browser's media queries answering as a phone 390 px wide would. */
function phoneWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width:\s*767px/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('the finance step', () => {
  it('has a column per period the chosen banks need, named by its reporting date, with the banks that need it', async () => {
    await openFinance();
    const assets = screen.getAllByRole('table')[0]!;
    const heads = within(assets).getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads).toEqual([
      'Строка',
      '9 месяцев 2026Нужен: МСП Банк, Газпромбанк',
      '6 месяцев 2026Нужен: МСП Банк, Газпромбанк',
      '3 месяца 2026Нужен: Газпромбанк',
      '2025 годНужен: МСП Банк',
      '2024 годНужен: МСП Банк',
    ]);
    expect(screen.queryByText(/период \d/)).toBeNull();
    // A few hundred number fields in a simulated DOM: slow to draw, not to check.
  }, 90_000);

  it('on a phone shows one period at a time, chosen above the lines', async () => {
    phoneWidth();
    await openFinance();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    const periods = screen.getByRole('radiogroup', { name: 'Период' });
    expect(within(periods).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '9 месяцев 2026',
      '6 месяцев 2026',
      '3 месяца 2026',
      '2025 год',
      '2024 год',
    ]);
    expect(screen.getByLabelText('2110 9 месяцев 2026')).toBeTruthy();
    expect(screen.queryByLabelText('2110 2025 год')).toBeNull();
    fireEvent.click(within(periods).getByText('2025 год'));
    expect(screen.getByLabelText('2110 2025 год')).toBeTruthy();
    expect(screen.queryByLabelText('2110 9 месяцев 2026')).toBeNull();
    expect(screen.getByText('Нужен: МСП Банк')).toBeTruthy();
  });
});
