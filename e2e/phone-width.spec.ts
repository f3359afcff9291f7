import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookiesIfShown, configBank, fillRequest, sessionToken, signInVia, snap } from './support';

// A phone 390 px wide: every step of a request fits the screen. The page never scrolls sideways, and no
// element reaches past the screen's edge unless it sits inside a container meant to scroll (a table
// that scrolls inside itself).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const WIDTH = 390;

/** What sticks out: the page's scroll width and the elements past an edge outside a scroll container. */
function overflow(page: Page): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate((width) => {
    const scrolls = (element: Element): boolean => {
      const style = getComputedStyle(element);
      return ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) && element.getBoundingClientRect().right <= width + 0.5;
    };
    const insideScroller = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrolls(parent)) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (!insideScroller(element)) {
        offenders.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')} ${Math.round(box.left)}…${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8) };
  }, WIDTH);
}

async function expectFits(page: Page, name: string): Promise<void> {
  // Measured once the page has settled: fonts, lazy parts of the step and its data in place.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
  await acceptCookiesIfShown(page);
  const measured = await overflow(page);
  await snap(page, `phone-${name}`);
  expect(measured.offenders, `${name}: elements past the screen's edge`).toEqual([]);
  expect(measured.scrollWidth, `${name}: the page's width`).toBeLessThanOrEqual(WIDTH);
}

test('every step of a request fits a phone 390 px wide', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signInVia(page, '/agent/requests/all', { timeout: 30_000 });
  await expectFits(page, 'requests');

  await page.goto('/agent/request/create');
  await expect(page.getByRole('button', { name: 'Создать заявку' })).toBeVisible({ timeout: 30_000 });
  await expectFits(page, 'create');

  // Banks that want five finance periods between them, so that the finance step is as wide as it gets.
  const banks = [configBank('mspbank'), configBank('gazprombank')];
  const request = fillRequest(baseURL!, await sessionToken(page), banks);
  await page.goto(`/agent/request/${request.id}/guaranty-detail-info`);
  const steps = page.getByRole('navigation', { name: 'Шаги заявки' });
  await expect(steps).toBeVisible({ timeout: 90_000 });
  const paths = await steps.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(paths.map((path) => path.split('/').pop())).toEqual(expect.arrayContaining(['guaranty-detail-info', 'detail-contacts', 'finance', 'documents', 'preview']));
  for (const path of paths) {
    await page.goto(path);
    await page.waitForURL(`**${path}`);
    await expect(page.locator('.request-card')).toBeVisible({ timeout: 30_000 });
    await expectFits(page, path.split('/').pop()!);
  }

  // The finance step on a phone: one period at a time, its figures typed top to bottom.
  await page.goto(`/agent/request/${request.id}/finance`);
  const periods = page.getByRole('radiogroup', { name: 'Период' });
  await expect(periods.locator('label')).toHaveCount(5, { timeout: 60_000 });
  await periods.locator('label').nth(3).click();
  await expect(page.locator('[id="finance-period5-2110"]')).toBeVisible();
  await expectFits(page, 'finance-annual');
});
