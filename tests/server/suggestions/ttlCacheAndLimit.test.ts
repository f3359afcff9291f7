import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../../src/server/integrations/suggestions/ttlCache';
import { PerUserLimit } from '../../../src/server/routes/suggestions/perUserLimit';
import { AppError } from '../../../src/server/http/AppError';

describe('suggestion cache', () => {
  it('forgets an entry when its time is up', () => {
    let now = 0;
    const cache = new TtlCache<string>(10, 1000, () => now);
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});

describe('per-user limit of suggestion calls', () => {
  it('refuses the call over the allowance until the minute is over, with Retry-After', () => {
    let now = 0;
    const limit = new PerUserLimit(2, () => now);
    limit.hit(1);
    limit.hit(1);
    now = 15_000;
    let refusal: unknown;
    try {
      limit.hit(1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(429);
    expect((refusal as AppError).message).toBe('Слишком много запросов подсказок. Повторите через 45 с');
    expect((refusal as AppError).headers).toEqual({ 'retry-after': '45' });
    limit.hit(2);
    now = 60_000;
    expect(() => limit.hit(1)).not.toThrow();
  });

  it('does not count at all when switched off', () => {
    const limit = new PerUserLimit(0);
    for (let i = 0; i < 1000; i += 1) limit.hit(1);
  });
});
