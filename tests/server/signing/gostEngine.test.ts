import { expect, it } from 'vitest';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { describeWithGost } from './gostSuite';

describeWithGost('checkGostEngine', () => {
  it('finds the engine here and asks OpenSSL once per process', async () => {
    const first = checkGostEngine();
    expect(await first).toBeNull();
    expect(checkGostEngine()).toBe(first);
  });
});
