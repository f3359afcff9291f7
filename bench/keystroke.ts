import { chromium, type Page } from 'playwright-core';
import { ms, quantile, type BenchResult } from './benchModule';
import { startDemoServer } from './support/demoServer';

/**
 * Keystroke latency of the request form in Chromium, on the built app served by the real server (demo
 * mode, its own data folder and port): the demo agent types into the biggest questionnaire step
 * (requisites and contacts, in sections) and into a step of about ten fields (guarantee parameters),
 * and each keystroke is timed from the key event to the frame that shows it.
 */

const KEYS = 80;
const WARM_UP = 10;
// Latin letters: a key press of a Cyrillic letter is not a key of the US layout Playwright presses.
const TEXT = 'Orlova Marina Viktorovna glavnyi buhgalter tel 1234567 ';
const TENDER = '0173100007926000041';

/**
 * Installs the probe: each keydown starts a sample; the key's input is handled by React and rjsf
 * synchronously, then the next animation frame renders it and a message posted from that frame runs
 * right after its paint. `work` is the key event to the DOM updated and laid out; `paint` adds the wait
 * for the frame and the frame itself.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Sample = { work: number; paint: number };
    const state = window as unknown as { keySamples: Sample[]; keyPending: number };
    state.keySamples = [];
    state.keyPending = 0;
    const channel = new MessageChannel();
    let started = 0;
    let work = 0;
    channel.port1.onmessage = () => {
      state.keySamples.push({ work, paint: performance.now() - started });
      state.keyPending -= 1;
    };
    document.addEventListener('keydown', (event) => {
      started = event.timeStamp;
      state.keyPending += 1;
    }, { capture: true });
    // The document's own listener runs after React's (on the app root) has rendered the change.
    document.addEventListener('input', () => {
      void document.body.offsetHeight;
      work = performance.now() - started;
      requestAnimationFrame(() => channel.port2.postMessage(null));
    });
  });
}

async function typeAndMeasure(page: Page, label: string): Promise<{ work: number[]; paint: number[]; fields: number }> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill('');
  await installProbe(page);
  for (let i = 0; i < WARM_UP + KEYS; i += 1) {
    await page.keyboard.press(TEXT[i % TEXT.length] === ' ' ? 'Space' : TEXT[i % TEXT.length]!);
    await page.waitForFunction(() => (window as unknown as { keyPending: number }).keyPending === 0);
    // Keys a person types, not a burst: the next one after the frame has settled.
    await page.waitForTimeout(30);
  }
  const samples = await page.evaluate(() => (window as unknown as { keySamples: { work: number; paint: number }[] }).keySamples);
  const kept = samples.slice(WARM_UP);
  const fields = await page.locator('form input:visible, form textarea:visible, form .ant-select:visible, form .ant-picker:visible').count();
  return { work: kept.map((s) => s.work).sort((a, b) => a - b), paint: kept.map((s) => s.paint).sort((a, b) => a - b), fields };
}

async function createRequest(page: Page): Promise<string> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto('/agent/request/create');
  await page.waitForURL('**/agent/login?**');
  await page.getByLabel('E-mail').fill('admin@garant-broker.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('Garant2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/agent/request/create*');
  await field('Наименование').fill('ПАО "Ростелеком"');
  await field('ИНН').fill('7707049388');
  await field('КПП').fill('784001001');
  await field('ОГРН или ОГРНИП').fill('1027700198767');
  await field('Реестровый номер закупки').fill(TENDER);
  await page.getByText('Закупка из ЕИС').waitFor();
  await field('Вид гарантии').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Обеспечение заявки на участие' }).first().click();
  await page.getByRole('button', { name: 'Создать заявку' }).click();
  await page.waitForURL(/\/agent\/request\/\d+\/guaranty-detail-info$/);
  return new URL(page.url()).pathname.replace(/\/guaranty-detail-info$/, '');
}

/** A bare input with no app behind it, measured by the same probe: what the frame clock alone costs. */
async function floorOf(page: Page): Promise<number[]> {
  await page.setContent('<label>Поле<input aria-label="Поле"></label>');
  const input = page.getByLabel('Поле', { exact: true });
  await input.click();
  await installProbe(page);
  for (let i = 0; i < WARM_UP + KEYS; i += 1) {
    await page.keyboard.press(TEXT[i % TEXT.length] === ' ' ? 'Space' : TEXT[i % TEXT.length]!);
    await page.waitForFunction(() => (window as unknown as { keyPending: number }).keyPending === 0);
    await page.waitForTimeout(30);
  }
  const samples = await page.evaluate(() => (window as unknown as { keySamples: { paint: number }[] }).keySamples);
  return samples.slice(WARM_UP).map((sample) => sample.paint).sort((a, b) => a - b);
}

interface Measured {
  big: { work: number[]; paint: number[]; fields: number };
  small: { work: number[]; paint: number[]; fields: number };
  floor: number[];
}

/** One browser: a request created, the two forms typed into, and the bare input. */
async function measureIn(baseURL: string, frameArgs: readonly string[]): Promise<Measured> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...frameArgs],
  });
  try {
    const page = await browser.newPage({ baseURL, locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
    // A busy machine loads the first page slowly; the keystrokes, not the loading, are measured.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    const requestPath = await createRequest(page);
    const cookies = page.getByRole('button', { name: 'Понятно' });
    if (await cookies.isVisible()) await cookies.click();
    const small = await typeAndMeasure(page, 'Дополнительные требования к гарантии');
    await page.goto(`${requestPath}/detail-contacts`);
    const big = await typeAndMeasure(page, 'Контактное лицо');
    const floor = await floorOf(page);
    return { big, small, floor };
  } finally {
    await browser.close();
  }
}

/**
 * Chromium draws at most one frame per 16.7 ms of its frame clock, as a 60 Hz display does: a key
 * waits up to a whole interval for the next frame whatever the page does, so a bare input's p95 is
 * already about 16 ms. The budget (p95 <= 16 ms) is therefore checked with frames drawn as soon as
 * there is something to draw (--disable-frame-rate-limit --disable-gpu-vsync), where the measure is the
 * page's own work and paint; the 60 Hz figures are printed beside it, with the bare input as the floor.
 */
const unthrottledFrames = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

export default async function bench(): Promise<BenchResult> {
  const server = await startDemoServer();
  const { baseURL } = server;
  try {
    const unthrottled = await measureIn(baseURL, unthrottledFrames);
    const display = await measureIn(baseURL, []);
    const line = (name: string, run: { work: number[]; paint: number[]; fields: number }) =>
      `${name} (${run.fields} полей на экране): до кадра p50 ${ms(quantile(run.paint, 0.5))}, p95 ${ms(quantile(run.paint, 0.95))}; ` +
      `обработка p50 ${ms(quantile(run.work, 0.5))}, p95 ${ms(quantile(run.work, 0.95))}`;
    const verdict = (run: Measured) => {
      const bigP95 = quantile(run.big.paint, 0.95);
      const ratio = bigP95 / quantile(run.small.paint, 0.95);
      const workRatio = quantile(run.big.work, 0.95) / quantile(run.small.work, 0.95);
      return { bigP95, ratio, text: `отношение p95 до кадра ${ratio.toFixed(2)} (бюджет ≤ 1,5), обработки ${workRatio.toFixed(2)}` };
    };
    const checked = verdict(unthrottled);
    const shown = verdict(display);
    return {
      name: `Нажатие клавиши до отрисовки в Chromium: анкета (реквизиты и контакты) против шага параметров гарантии, ${KEYS} нажатий`,
      lines: [
        'Кадр рисуется сразу, как только есть что рисовать (бюджет p95 ≤ 16 мс):',
        line('  Анкета, реквизиты и контакты', unthrottled.big),
        line('  Параметры гарантии', unthrottled.small),
        `  пустое поле без приложения: p50 ${ms(quantile(unthrottled.floor, 0.5))}, p95 ${ms(quantile(unthrottled.floor, 0.95))}`,
        `  ${checked.text}; p95 анкеты ${ms(checked.bigP95)}${checked.bigP95 <= 16 ? '' : ' — вне бюджета'}`,
        'Кадры по часам 60 Гц, как на экране (справочно: клавиша ждёт следующего кадра до 16,7 мс):',
        line('  Анкета, реквизиты и контакты', display.big),
        line('  Параметры гарантии', display.small),
        `  пустое поле без приложения: p50 ${ms(quantile(display.floor, 0.5))}, p95 ${ms(quantile(display.floor, 0.95))}`,
        `  ${shown.text}`,
      ],
      ok: checked.bigP95 <= 16 && checked.ratio <= 1.5 && shown.ratio <= 1.5,
    };
  } finally {
    await server.stop();
  }
}
