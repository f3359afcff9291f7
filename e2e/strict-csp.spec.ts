import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { createRequestForTender, field, signInVia, snap } from './support';

// The request form runs under a Content-Security-Policy without 'unsafe-eval': its validators are
// compiled at build time. Were any schema compiled in the browser, Chromium would refuse the
// evaluation, report a violation and the form would break; this journey fails then.

const TENDER = '0173100007926000041';

/** Every CSP violation the page reports, collected from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`));
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) messages.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/EvalError|unsafe-eval|Content Security Policy/i.test(String(error))) messages.push(String(error));
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

test('the request form validates under a strict CSP, with no code evaluated in the browser', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const response = await signInVia(page, '/agent/request/create');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { name: 'Новая заявка' })).toBeVisible();

  // The start steps validate in the browser: creating with nothing filled shows the rules' words.
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await expect(page.getByText('Укажите ИНН компании').first()).toBeVisible();

  await field(page, 'Наименование').fill('ПАО "Ростелеком"');
  await field(page, 'ИНН').fill('7707049388');
  await field(page, 'КПП').fill('784001001');
  await field(page, 'ОГРН или ОГРНИП').fill('1027700198767');
  await createRequestForTender(page, TENDER, 'Обеспечение заявки на участие');

  // A request step: «Далее» runs the precompiled rules and shows their Russian messages. The tender
  // fills the sum in; emptied, the rule speaks.
  await field(page, 'Сумма гарантии, ₽').fill('');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Укажите сумму гарантии').first()).toBeVisible();
  await field(page, 'Сумма гарантии, ₽').fill('485000');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Укажите сумму гарантии')).toHaveCount(0);
  await snap(page, 'strict-csp-guarantee-step');

  // A step in sections, each its own precompiled form.
  const requestPath = new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
  await page.goto(`${requestPath}/detail-contacts`);
  // Another journey may have filled this company's questionnaire, which a new request starts from.
  await field(page, 'Контактное лицо').fill('');
  await field(page, 'E-mail контактного лица').fill('orlova@');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Введите корректный адрес электронной почты, например ivanov@example.ru').first()).toBeVisible();
  await expect(page.getByText('Укажите контактное лицо').first()).toBeVisible();
  await snap(page, 'strict-csp-contacts-step');

  expect(await violations()).toEqual([]);
});

test('only the live demo page may evaluate code, and only in dev and demo modes', async ({ request }) => {
  // The e2e server runs in demo mode.
  const demoPage = await request.get('/agent/demo');
  expect(demoPage.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  for (const url of ['/agent/requests', '/agent/request/create', '/agent/request/1/detail-contacts', '/client/request/1/information-head-company']) {
    expect((await request.get(url)).headers()['content-security-policy']).not.toContain('unsafe-eval');
  }
});
