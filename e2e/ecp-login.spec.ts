import { test, expect } from './test';
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, artifactsDir, hideToasts, signInToRequestList } from './support';

// One journey in steps that share the admin's attached certificate: they run in order.
test.describe.configure({ mode: 'serial' });

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** A picture of one block, at the page's current width: the screens of this journey are blocks, not whole pages. */
async function snapBlock(block: Locator, name: string): Promise<void> {
  await block.screenshot({ path: `${artifactsDir}/${name}.png` });
}

/** What the person sees now (the viewport): the sign-in page fits in it. */
async function snapView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/${name}.png` });
}

test.beforeEach(async ({ page }) => {
  await hideToasts(page);
});

test('the admin attaches his test certificate in the profile, logs out and signs in by «Электронная подпись»', async ({ page }) => {
  await signInToRequestList(page);
  await acceptCookies(page);
  await page.goto('/agent/profile');
  const block = page.getByTestId('ecp-certificates');
  await expect(block.getByText('Сертификаты электронной подписи')).toBeVisible();
  await expect(block.getByText('Сертификаты не прикреплены')).toBeVisible();

  await block.getByRole('button', { name: 'Прикрепить сертификат' }).click();
  const choice = block.getByTestId('ecp-attach');
  // The test signer offers the admin's own certificates: his organisation's first.
  await expect(choice.getByLabel('Сертификат электронной подписи')).toBeVisible();
  await expect(choice).toContainText('Иванова Анна Сергеевна — ООО «Гарант-Брокер»');
  await expect(choice).toContainText('ИНН ЮЛ');
  await snapBlock(block, 'ecp-01-profile-choose-1440');
  await choice.getByRole('button', { name: 'Подписать и прикрепить' }).click();

  await expect(block.getByText('Сертификат «Иванова Анна Сергеевна» прикреплён: теперь можно входить по электронной подписи')).toBeVisible();
  const attached = block.locator('.ecp-certificate');
  await expect(attached).toHaveCount(1);
  await expect(attached).toContainText('ООО «Гарант-Брокер»');
  await expect(attached).toContainText('Тестовый УЦ платформы');
  await expect(attached).toContainText('Действителен до');
  await snapBlock(block, 'ecp-02-profile-attached-1440');
  await page.setViewportSize(phone);
  await snapBlock(block, 'ecp-03-profile-attached-390');
  await page.setViewportSize(desktop);
  // The phone's user menu also lists the left panel's links: open it only once the desktop header is
  // back, or «Выйти» moves under the pointer as the menu loses those items.
  await expect(page.locator('.user-button .user-name')).toBeVisible();

  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.waitForURL('**/agent/login');

  await page.getByRole('tab', { name: 'Электронная подпись' }).click();
  await expect(page).toHaveURL(/authType=ecp/);
  const tab = page.getByTestId('ecp-login');
  await expect(tab.getByLabel('Сертификат электронной подписи')).toBeVisible();
  await expect(tab).toContainText('Иванова Анна Сергеевна — ООО «Гарант-Брокер»');
  await expect(tab.getByRole('checkbox', { name: 'Запомнить меня на этом устройстве' })).toBeChecked();
  await snapView(page, 'ecp-04-login-tab-1440');
  await page.setViewportSize(phone);
  await snapView(page, 'ecp-05-login-tab-390');
  await page.setViewportSize(desktop);

  await tab.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/requests/all');
  await expect(page.getByRole('heading', { name: 'Все заявки' })).toBeVisible();
});

test('the detached certificate is no longer offered, and the tab says where to attach one', async ({ page }) => {
  await signInToRequestList(page);
  await acceptCookies(page);
  await page.goto('/agent/profile');
  const block = page.getByTestId('ecp-certificates');
  await expect(block.locator('.ecp-certificate')).toHaveCount(1);
  await block.getByRole('button', { name: 'Открепить' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Открепить' }).click();
  await expect(block.getByText('Сертификаты не прикреплены')).toBeVisible();
  await expect(block.getByText(/откреплён: входить по нему больше нельзя/)).toBeVisible();

  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.waitForURL('**/agent/login');
  await page.goto('/agent/login?authType=ecp');
  await expect(page.getByTestId('ecp-login')).toContainText('Тестовых сертификатов, прикреплённых к учётным записям, пока нет');
  await page.setViewportSize(phone);
  await snapView(page, 'ecp-06-login-tab-empty-390');
});
