import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { acceptCookies, artifactsDir, hideToasts, signInToRequestList } from './support';
import { expect, test } from './test';

// Mutual settlements (docs/revisions-ui.md): the demo seed gives ООО «Гарант-Брокер» last month's act sent for its
// signature. The agent opens it, checks a deal on its request's page, signs the act with the test signer, enters the
// account details (a wrong BIK first), makes the invoice and downloads its PDF; the operator (the demo admin is one)
// signs the act at the desk and marks it paid.

const dir = `${artifactsDir}/revisions`;

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${dir}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.app-header')).toBeVisible();
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the agent checks, signs and invoices last month’s act; the operator signs it and marks it paid', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(dir, { recursive: true });
  await hideToasts(page);
  await signInToRequestList(page);
  await acceptCookies(page);

  // The section from the header's menu.
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Взаиморасчёты' }).click();
  await page.waitForURL('**/agent/revisions');
  await expect(page.getByText(/^Текущий месяц: /)).toBeVisible();
  await expect(page.getByText('Один акт ждёт вашей подписи')).toBeVisible();
  const row = page.locator('.revisions-acts tbody tr').filter({ hasText: 'Ждёт подписи агента' });
  await expect(row).toHaveCount(1);
  const number = (await row.locator('.revisions-act-link').textContent())!;
  expect(number).toMatch(/^А-\d{4}-\d{2}-\d{4}$/);
  await shots(page, '01-revisions');

  // The act opens with its deals; the first deal is checked on its request's page, and back.
  await row.getByRole('button', { name: number }).click();
  await page.waitForURL(/\/agent\/revisions\?act=/);
  const act = page.locator('.revisions-act');
  await expect(act).toContainText('Ждёт подписи агента');
  const deal = act.locator('.revisions-lines a[data-request]').first();
  const requestId = (await deal.getAttribute('data-request'))!;
  await shots(page, '02-act');
  const actAddress = page.url();
  await deal.click();
  await page.waitForURL(`**/agent/request/${requestId}**`);
  await expect(page.getByText(`Заявка № ${requestId}`).first()).toBeVisible();
  // The request's page moves on to its step; the act's address brings the act back.
  await page.goto(actAddress);
  await expect(act).toBeVisible();

  // Signed with the organisation's certificate by the test signer.
  const signing = act.getByTestId('signing');
  await expect(signing).toContainText(`Акт ${number}.pdf`);
  await expect(signing.locator('.signing-certificate')).toContainText('ООО «Гарант-Брокер»');
  await signing.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(act.locator('.revisions-act-head')).toContainText('Подписан агентом', { timeout: 30_000 });
  await expect(act.getByTestId('signing')).toHaveCount(0);
  // No invoice before the account details.
  await expect(act.getByText('Заполните банковские реквизиты: по ним выставляется счёт')).toBeVisible();
  await page.locator('.ant-drawer-close').click();
  await page.waitForURL('**/agent/revisions');

  // The account details: a BIK of eight digits is refused inline, then the good ones are saved.
  const details = page.locator('.revisions-details');
  await details.getByLabel('Наименование банка').fill('ПАО Сбербанк');
  await details.getByLabel('БИК').fill('04452522');
  await details.getByLabel('Расчётный счёт').fill('40702810938000012345');
  await details.getByLabel('Корреспондентский счёт').fill('30101810400000000225');
  await details.getByRole('button', { name: 'Сохранить реквизиты' }).click();
  await expect(details).toContainText('БИК должен состоять ровно из 9 цифр');
  await details.getByLabel('БИК').fill('044525225');
  await details.getByRole('button', { name: 'Сохранить реквизиты' }).click();
  await expect(details.getByText('Реквизиты не заполнены: без них счёт не выставить.')).toHaveCount(0);

  // The invoice: made once, its PDF downloaded and its first page looked at.
  await page.locator('.revisions-acts tbody tr').filter({ hasText: number }).getByRole('button', { name: number }).click();
  await expect(act).toContainText('Подписан агентом');
  const download = page.waitForEvent('download');
  await act.getByRole('button', { name: 'Выставить счёт' }).click();
  const invoice = await download;
  const pdfPath = `${dir}/${invoice.suggestedFilename()}`;
  await invoice.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  // The first page as PNG beside the screenshots (poppler's pdftoppm), to be looked at.
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfPath, `${dir}/04-invoice-page1`]);
  await expect(act.locator('.revisions-invoice')).toContainText(/Счёт № \d{4}-\d{4} от \d{2}\.\d{2}\.\d{4}/);
  await shots(page, '03-invoice');

  // The operator at the desk: the act signed by the agent gets the operator company's signature, then is paid.
  await page.goto('/agent/desk');
  await page.getByRole('tab', { name: 'Акты' }).click();
  const deskRow = page.locator('.desk-acts-table tbody tr').filter({ hasText: number });
  await expect(deskRow).toContainText('Подписан агентом');
  await shots(page, '05-desk-acts');
  await deskRow.getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('signing')).toContainText(`Акт ${number}.pdf`);
  await dialog.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(deskRow).toContainText('Подписан оператором', { timeout: 30_000 });
  await deskRow.getByRole('button', { name: 'Отметить оплату' }).click();
  await page.getByRole('button', { name: 'Да' }).click();
  await expect(deskRow).toContainText('Оплачен');
  await expect(page.getByRole('button', { name: 'Сформировать' })).toBeEnabled();
  await shots(page, '06-desk-paid');

  // The agent sees it paid.
  await page.goto('/agent/revisions');
  await expect(page.locator('.revisions-acts tbody tr').filter({ hasText: number })).toContainText('Оплачен');
});
