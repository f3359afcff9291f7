import type { Page } from '@playwright/test';
import { acceptCookies, artifactsDir, configBank, fillRequest, hideToasts, sessionToken, signInToRequestList } from './support';
import { expect, test } from './test';

// ООО «Гарант-Брокер Регион» is on the platform since 2023 (the demo seed): ООО «Экспобанк» joined the
// partner banks after it, and its additional agreement is the one document the demo leaves unsigned.
const expobank = configBank('expobank');

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/accession/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifactsDir}/accession/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The admin works for the organisation with the unsigned agreement (the header's organisation switch). */
async function switchToRegion(page: Page): Promise<void> {
  const header = page.locator('.app-header');
  // The list settles first: a row drawn under the opening menu moves it.
  await expect(page.locator('.request-list[data-loading="false"]')).toBeVisible({ timeout: 30_000 });
  // The organisations open on a click; the whole choice is tried again until the header names the organisation.
  await expect(async () => {
    if ((await header.textContent())?.includes('Гарант-Брокер Регион')) return;
    await page.keyboard.press('Escape');
    await header.getByText('Иванова Анна').click({ timeout: 2_000 });
    await page.getByRole('menuitem', { name: /Сменить организацию/ }).click({ timeout: 2_000 });
    await page.getByRole('menuitem', { name: /Гарант-Брокер Регион/ }).click({ timeout: 2_000 });
    await expect(header).toContainText('Гарант-Брокер Регион', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

test('a partner bank joined after the agency registered: the banner and the bank card lead to the profile documents, the agreement is signed and the bank opens', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await hideToasts(page);
  await signInToRequestList(page);
  await acceptCookies(page);
  const banner = page.locator('.banner-stack .ant-alert').filter({ hasText: 'К платформе подключились новые банки' });
  // ООО «Гарант-Брокер» has every document signed: no banner.
  await expect(page.locator('.banner-stack')).not.toContainText('подключились новые банки');

  await switchToRegion(page);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Банки, ожидающие подписания: ООО «Экспобанк».');
  // It cannot be closed until the agreement is signed.
  await expect(banner.locator('.ant-alert-close-icon')).toHaveCount(0);
  await shoot(page, '01-banner');

  // A request of this organisation for the bank: its card says what to sign and where.
  const request = fillRequest(baseURL!, await sessionToken(page), [expobank]);
  const preview = `/agent/request/${request.id}/preview`;
  await page.goto(preview);
  const card = page.locator(`.bank-card[data-bank="${expobank.uuid}"]`);
  await expect(card.locator('.bank-status')).toHaveText('Подпишите договор', { timeout: 30_000 });
  await expect(card).toContainText('подключён к платформе после регистрации вашей организации');
  await shoot(page, '02-bank-card');

  await card.getByRole('button', { name: 'Подписать договор' }).click();
  await page.waitForURL('**/agent/profile/documents');
  const agreement = page.locator(`.profile-document[data-bank="${expobank.uuid}"]`);
  await expect(agreement).toContainText('Не подписан');
  await expect(agreement).toContainText('Без подписи: Отправка заявок в банк ООО «Экспобанк»');
  await expect(page.locator('.profile-document[data-document="accession_agent"]')).toContainText('Подписан');
  const signing = page.getByTestId('signing');
  await expect(signing).toContainText('Дополнительное соглашение о подключении банка ООО «Экспобанк»');
  await shoot(page, '03-documents');

  // The admin's certificate of another company is refused by the server, naming both INNs.
  const certificate = signing.locator('.signing-certificate');
  await certificate.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'ПАО Сбербанк' }).click();
  await signing.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(signing).toContainText('Сертификат выдан другой организации: ИНН ЮЛ в сертификате 7707083893, у организации 7728345194');
  await shoot(page, '04-foreign-certificate');

  // The organisation's certificate naming her signs it: the banner goes, the document names its signer.
  await certificate.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Гарант-Брокер Регион' }).click();
  await signing.getByRole('button', { name: 'Подписать документ' }).click();
  await expect(page.getByTestId('signing-result')).toContainText('Все документы подписаны');
  await expect(agreement).toContainText('Подписан');
  await expect(agreement).toContainText('Подписал Иванова Анна Сергеевна');
  await expect(page.locator('.banner-stack')).not.toContainText('подключились новые банки');
  await expect(page.locator('.profile-documents-alerts')).toContainText('Все документы организации подписаны');
  await agreement.getByRole('button', { name: 'Подписи' }).click();
  const details = page.locator('.ant-modal');
  await expect(details).toContainText('Подпись действительна');
  await expect(details).toContainText('7728345194');
  await shoot(page, '05-signed');
  await details.getByRole('button', { name: 'Close' }).or(details.locator('.ant-modal-close')).first().click();

  // The bank takes the request now.
  await page.goto(preview);
  await expect(card.locator('.bank-status')).not.toHaveText('Подпишите договор', { timeout: 30_000 });
  await expect(card).not.toContainText('подключён к платформе после регистрации');
  await shoot(page, '06-bank-card-open');
});

test('the client cabinet shows its accession signed, with the signature’s details, and nothing left to sign', async ({ page }) => {
  await hideToasts(page);
  await page.goto('/client/login');
  await page.getByLabel('E-mail').fill('client@stroymontazh.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('Client2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/client/requests/**');
  await acceptCookies(page);
  await page.goto('/client/profile/documents');
  const accession = page.locator('.profile-document[data-document="accession_client"]');
  await expect(accession).toContainText('Заявление о присоединении к Пользовательскому соглашению');
  await expect(accession).toContainText('Подписал Смирнов Дмитрий Павлович');
  await expect(page.getByText('Подписывать нечего')).toBeVisible();
  // A client has no partner banks' agreements, and no partner's banner.
  await expect(page.getByText(/подключились новые банки/)).toHaveCount(0);
  await shoot(page, '07-client-documents');
});
