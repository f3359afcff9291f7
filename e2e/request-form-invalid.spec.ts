import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, sessionToken, signInVia, snap, suggestion } from './support';
import { errorPointer, invalidRules, payloadOf, requestKinds, type Entry, type InvalidRule, type RequestKind, type RuleStep } from './invalidRules';
import { readFileSync } from 'node:fs';

// The second journey of the request form: on every step the demo admin enters the invalid values of
// e2e/invalidRules.ts, presses «Далее» and sees each rule's message while staying on the step. The API
// suite tests/server/requestForm/invalidPayloads.test.ts sends the same rows straight to the server.
// Each test makes its own request, so one failing request kind does not hide the others. Rows of a
// step that touch different fields are typed together, so a step page loads once per group, not per row.
// Loading a step renders the whole schema form: on a shared two-core machine that may take several seconds.
const slowly = expect.configure({ timeout: 60_000 });

/** The step's route segment (config/request-steps.json). */
const routeOf: Partial<Record<RuleStep, string>> = { 'information-head': 'information-head-company' };

/** A must-pass example of the step (the base a row's values are laid over). */
function example(step: RuleStep, base: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`schemas/examples/valid/${step}/${base}.json`, 'utf8')) as Record<string, unknown>;
}

async function signIn(page: Page): Promise<string> {
  await signInVia(page, '/agent/request/create');
  await acceptCookiesIfShown(page);
  return sessionToken(page);
}

/** A request of the row's kind, made through the API as the create page makes it, with its banks chosen and its earlier steps saved. */
async function createRequest(api: APIRequestContext, token: string, kind: RequestKind): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const { company, guarantee, banks, saved } = requestKinds[kind];
  const created = await api.post('/v1/bgrequest/write', { headers, data: { 'company-information': company, 'guarantee-information': guarantee } });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  if (typeof guarantee['tender_number'] === 'string') {
    const tender = await api.get(`/v1/tender/read/full/${guarantee['tender_number']}/${String(guarantee['tender_lot_number'] ?? 1)}`, { headers });
    expect(tender.status()).toBe(200);
    const saved = await api.post(`/v2/bgrequest/write/tender/${id}`, { headers, data: { tender: ((await tender.json()) as { data: unknown }).data } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  if (banks.length > 0) {
    const chosen = await api.post(`/v2/bgrequest/write/${id}/step/preview`, { headers, data: { fko_uuids: banks } });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }
  // The steps a person filled earlier (the guarantee sum that brings the finance rule of 350 000 ₽).
  for (const [step, base] of saved) {
    const answer = step === 'guaranty-detail-info'
      ? await api.post('/v1/bgparameters/write', { headers, data: { request_id: id, parameters: example(step, base) } })
      : await api.post(`/v2/bgrequest/write/${id}/step/${step}`, { headers, data: example(step, base) });
    expect(answer.status(), `${kind}: ${step}/${base}: ${await answer.text()}`).toBe(200);
  }
  return id;
}

/** The element of the field at a JSON pointer: rjsf names it `<step>[-<section>]_<path with _>`. */
async function fieldId(page: Page, step: RuleStep, pointer: string): Promise<string> {
  const joined = pointer.slice(1).replaceAll('/', '_');
  await slowly
    .poll(() => page.evaluate(([s, j]) => [...document.querySelectorAll('[id]')].some((e) => new RegExp(`^${s}(-[A-Za-z_]+)?_${j}$`).test(e.id)), [step, joined]))
    .toBe(true);
  return page.evaluate(
    ([s, j]) => [...document.querySelectorAll('[id]')].map((e) => e.id).find((id) => new RegExp(`^${s}(-[A-Za-z_]+)?_${j}$`).test(id)) ?? '',
    [step, joined],
  );
}

/** Enters one value the way a person does with the field's widget. */
async function enter(page: Page, step: RuleStep, entry: Entry): Promise<void> {
  const { input, value } = entry;
  if (input.kind === 'none') return;
  if (input.kind === 'cell') {
    const cell = page.locator(`[id="${input.id}"]`);
    await cell.fill(value === undefined ? '' : String(value));
    await cell.blur();
    return;
  }
  if (input.kind === 'customer') {
    await page.locator('.joint-customers').getByRole('button', { name: `Изменить: ${input.name}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator(`[id="joint-customer-${input.field}"]`).fill(value === undefined ? '' : String(value));
    await drawer.getByRole('button', { name: 'Готово' }).click();
    return;
  }
  if (input.kind === 'check' && entry.at === '/bo_like_for_ifns') {
    await page.getByRole('checkbox', { name: 'Данные совпадают с отчётностью, сданной в налоговую инспекцию' }).setChecked(value === true);
    return;
  }
  const id = await fieldId(page, step, entry.at);
  switch (input.kind) {
    case 'text': {
      const field = page.locator(`[id="${id}"]`);
      await field.fill(value === undefined ? '' : (input.text ?? String(value)));
      await field.blur();
      return;
    }
    case 'date': {
      const field = page.locator(`[id="${id}"]`);
      await field.click();
      await field.fill(value === undefined ? '' : String(value));
      await field.press(value === undefined ? 'Escape' : 'Enter');
      if (value === undefined) {
        // An emptied picker keeps its date until the clear icon is used.
        const clear = page.locator(`.ant-picker:has([id="${id}"]) .ant-picker-clear`);
        if (await clear.count()) await clear.click({ force: true });
      }
      return;
    }
    case 'select':
      // A tooltip or a toast drifting over the list can swallow a click: choose until the field shows the option.
      await expect(async () => {
        await page.locator(`[id="${id}"]`).click();
        await suggestion(page, input.option).first().click({ timeout: 5_000 });
        await expect(page.locator(`.ant-select:has([id="${id}"])`)).toContainText(input.option, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      return;
    case 'radio':
      await page.locator(`[id^="${id}-"]`).locator('xpath=..').locator('..').getByText(input.option, { exact: true }).first().click();
      return;
    case 'check':
      await page.locator(`[id="${id}"]`).setChecked(value === true);
      return;
  }
}

/** The step's data a person would have before the rows: the example, less what a person cannot type away. */
function draftOf(group: InvalidRule[]): Record<string, unknown> {
  const first = group[0]!;
  const untyped = { ...first, entries: group.flatMap((row) => row.entries.filter((entry) => entry.input.kind === 'none')) };
  return payloadOf(untyped, example(first.step, first.base));
}

/** The value at a JSON pointer, or undefined. */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const token of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Whether two JSON pointers name the same field or one holds the other. */
const overlaps = (a: string, b: string): boolean => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Two entries clash when they touch the same field, unless they set it to the same value (a shared condition). */
const clashes = (a: Entry, b: Entry): boolean =>
  overlaps(a.at, b.at) && !(a.at === b.at && JSON.stringify(a.value) === JSON.stringify(b.value));

/** A row's setup (every entry but its invalid last one): rows are typed together only under the same conditions. */
const conditionsOf = (row: InvalidRule): string => JSON.stringify(row.entries.slice(0, -1));

/**
 * Rows of one step packed so that one page load checks several of them: the rows of a group are laid
 * over the same example, under the same conditions, and touch no common field, so every value stands
 * and every message must show.
 */
function packed(rows: InvalidRule[]): InvalidRule[][] {
  const groups: InvalidRule[][] = [];
  for (const row of rows) {
    const fits = (group: InvalidRule[]) =>
      group[0]!.step === row.step &&
      group[0]!.base === row.base &&
      conditionsOf(group[0]!) === conditionsOf(row) &&
      !group.some((other) => other.entries.some((a) => row.entries.some((b) => clashes(a, b))));
    const group = groups.find(fits);
    if (group) group.push(row);
    else groups.push([row]);
  }
  return groups;
}

const nextButton = (page: Page) => page.getByRole('button', { name: 'Далее' });

/** Runs a group of rows on their step: the step holds the example, the person types the rows' values and presses «Далее». */
async function checkGroup(page: Page, id: number, group: InvalidRule[], shot: string): Promise<void> {
  const step = group[0]!.step;
  const route = routeOf[step] ?? step;
  const stepPath = `/agent/request/${id}/${route}`;
  const draft = { key: `request-form-draft:${id}`, value: JSON.stringify({ [step]: draftOf(group) }) };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), draft);
  await page.goto(stepPath);
  await slowly(nextButton(page)).toBeVisible();
  const entries = group.flatMap((row) => row.entries).filter((entry, i, all) => all.findIndex((other) => other.at === entry.at) === i);
  for (const entry of entries) await enter(page, step, entry);
  // What the form holds now is the payload the API suite sends: each entered value is in the draft.
  for (const entry of entries.filter((e) => e.input.kind !== 'none')) {
    await slowly
      .poll(async () => {
        const held = valueAt(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `request-form-draft:${id}`)) ?? '{}')[step], entry.at);
        // An unticked box holds false where the API payload leaves the flag out.
        return entry.input.kind === 'check' && entry.value === undefined && held === false ? undefined : held;
      }, {
        message: `${step} ${entry.at} holds the entered value`,
      })
      .toEqual(entry.value);
  }
  await nextButton(page).click();
  for (const row of group) {
    const label = `${row.step} ${errorPointer(row)}: ${row.rule}`;
    await slowly(page.getByText(row.message).first(), label).toBeVisible();
  }
  await expect(page.locator('[role=status].request-hint')).toHaveText('Заполните текущий шаг');
  expect(new URL(page.url()).pathname, step).toBe(stepPath);
  await acceptCookiesIfShown(page);
  await snap(page, shot);
}

const byKind = (kind: RequestKind, steps: RuleStep[]) =>
  invalidRules.filter((row) => row.request === kind && steps.includes(row.step) && row.formPrevents === undefined);
const requestSteps: RuleStep[] = ['commercial-detail-info', 'guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'information-signers', 'finance', 'documents'];

test('the start page answers invalid company and purchase data with the rules’ words', async ({ page }) => {
  await signIn(page);
  const rows = invalidRules.filter((row) => row.step === 'company-information' || row.step === 'guarantee-information');
  for (const row of rows) for (const entry of row.entries) await enter(page, row.step, entry);
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  for (const row of rows) await expect(page.getByText(row.message).first(), row.rule).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/agent/request/create');
  await acceptCookiesIfShown(page);
  await snap(page, 'invalid-00-start');
});

for (const kind of ['commercial', 'tender', 'tender-gazprombank', 'tender-absolut', 'joint'] as const) {
  test(`every rule of the ${kind} request's steps shows its message and keeps the user on the step`, async ({ page }) => {
    const groups = packed(byKind(kind, requestSteps));
    test.setTimeout(60_000 + groups.length * 60_000);
    const token = await signIn(page);
    const id = await createRequest(page.request, token, kind);
    let n = 0;
    for (const group of groups) {
      n += 1;
      await checkGroup(page, id, group, `invalid-${kind}-${String(n).padStart(2, '0')}-${group[0]!.step}`);
    }
  });
}
