import { expect, test } from './test';
import { acceptCookies, configBank, fillRequest, hideToasts, signInToRequestList, snap } from './support';

// The dead end of a complete request: every step had its ✓, «Отправить в банки» stayed disabled and
// nothing said why. A bank chosen after the founders step (Сбербанк wants the indirect participant of a
// company-owned applicant) now takes the step's ✓ away, and each bank says why with a link to the field.
const psb = configBank('psb');
const sber = configBank('sberbank');

test('a bank that is not ready says why, its link opens the field, and once fixed the request is sent', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await hideToasts(page);
  const token = await signInToRequestList(page);
  await acceptCookies(page);
  const request = fillRequest(baseURL!, token, [psb, sber]);
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => expect((await page.request.post(url, { headers, data })).status()).toBe(200);
  const savedStep = async (name: string) => {
    const root = (await (await page.request.get(`/v1/bgrequest/read/${request.id}/root/edit`, { headers })).json()) as { data: { steps: { name: string; data: Record<string, unknown> }[] } };
    return root.data.steps.find((step) => step.name === name)!.data;
  };
  // The company owns the whole capital, so the head holds no share of his own (one total across both steps).
  const head = async (reason: 'direct' | 'indirect') => {
    const { context: _context, ...saved } = await savedStep('information-head');
    const person: Record<string, unknown> = { ...(saved['head'] as Record<string, unknown>), is_stakeholder: false, is_beneficiary: true, beneficiarReason: reason };
    delete person['percentAtRegulationsCapital'];
    return { ...saved, head: person };
  };
  const founders = async (reason: 'direct' | 'indirect') => {
    const saved = await savedStep('information-founders');
    const person: Record<string, unknown> = { ...(saved['persons'] as Record<string, unknown>[])[0]!, is_stakeholder: false, is_beneficiary: true, beneficiarReason: reason };
    delete person['percentAtRegulationsCapital'];
    const organization = {
      name: 'ООО «Вектор»', inn: '6623456787', kpp: '662301001', ogrn: '1186658012342', address: '622001, Свердловская обл., г. Нижний Тагил, пр-кт Ленина, д. 15',
      percent: 100, recordDate: '2018-09-12', is_stakeholder: true, head_name: 'Соколов Андрей Павлович', head_inn: '662312345665', position: 'Генеральный директор',
    };
    const { context: _context, ...rest } = saved;
    return { ...rest, persons: [person], organizations: [organization] };
  };
  // The company now owns the applicant; the founders are confirmed while only ПСБ is chosen, then Сбербанк joins.
  await post(`/v2/bgrequest/write/${request.id}/step/preview`, { fko_uuids: [psb.uuid] });
  await post(`/v2/bgrequest/write/${request.id}/step/information-head`, await head('direct'));
  await post(`/v2/bgrequest/write/${request.id}/step/information-founders`, await founders('direct'));
  await post('/v2/bgrequest/write/saveasdraft', { request_id: request.id, steps: ['information-head', 'information-founders'], fko_uuids: [psb.uuid], source: 16 });
  await post(`/v2/bgrequest/write/${request.id}/step/preview`, { fko_uuids: [psb.uuid, sber.uuid] });

  await page.goto(`/agent/request/${request.id}/preview`);
  const steps = page.getByRole('navigation', { name: 'Шаги заявки' });
  await expect(steps.getByRole('link', { name: 'Учредители' })).toBeVisible({ timeout: 60_000 });
  await expect(steps.locator('li', { hasText: 'Учредители' }).locator('.anticon-check')).toHaveCount(0);
  const sberCard = page.locator(`.bank-card[data-bank="${sber.uuid}"]`);
  await expect(sberCard.locator('.bank-not-ready')).toContainText('косвенного участника', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Отправить в банки' })).toBeDisabled();
  await expect(page.getByText('Ни один банк пока не готов к отправке')).toBeVisible();
  // What the chosen banks will require is in the side column from the first step.
  await expect(page.locator('.request-bank-demands')).toContainText('косвенного участника, если долей владеет организация (Сбербанк)');
  await snap(page, 'send-readiness-01-reason');

  // «Проверить параметры» shows what it checked, bank by bank.
  await page.getByRole('button', { name: 'Проверить параметры' }).click();
  await expect(page.locator('.banks-prescore-result')).toContainText('Результат проверки параметров', { timeout: 30_000 });
  await expect(page.locator('.banks-prescore-result')).toContainText('Проверено: сумма гарантии');

  // The reason's link opens the founders step.
  await sberCard.locator('.bank-not-ready a').first().click();
  await page.waitForURL(/\/information-founders\?field=/);
  await expect(page.getByText('Участники и бенефициарные владельцы — физические лица').first()).toBeVisible();
  await snap(page, 'send-readiness-02-field');

  // Fixed: the person owns through the company, confirmed; the step is ✓ again and the request goes.
  await post(`/v2/bgrequest/write/${request.id}/step/information-head`, await head('indirect'));
  await post(`/v2/bgrequest/write/${request.id}/step/information-founders`, await founders('indirect'));
  await post('/v2/bgrequest/write/saveasdraft', { request_id: request.id, steps: ['information-head', 'information-founders'], source: 16 });
  await page.goto(`/agent/request/${request.id}/preview`);
  await expect(sberCard).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.bank-not-ready')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отправить в банки' })).toBeEnabled({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Отправить в банки' }).click();
  await expect(page.getByRole('region', { name: 'Отправлены' })).toBeVisible({ timeout: 30_000 });
  // A sent request opened again: the banks and their statuses come first, and no bank choice is offered.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Отправлены' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.request-bank-choice')).toHaveCount(0);
  const panelTop = await page.locator('.banks-panel').boundingBox();
  expect(panelTop!.y).toBeLessThan(400);
  await snap(page, 'send-readiness-03-sent');
});
