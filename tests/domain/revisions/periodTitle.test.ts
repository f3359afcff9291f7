import { describe, expect, it } from 'vitest';
import { periodTitle } from '../../../src/domain/revisions/periodTitle';

describe('periodTitle: a month as a heading', () => {
  it.each([
    ['2026-11', 'Ноябрь 2026'],
    ['2026-01', 'Январь 2026'],
    ['2025-12', 'Декабрь 2025'],
    ['2026-13', '2026-13'],
    ['ноябрь', 'ноябрь'],
  ])('%s → %s', (period, title) => expect(periodTitle(period)).toBe(title));
});
