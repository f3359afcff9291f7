import { describe, expect, it } from 'vitest';
import type { PassportRecognition } from '../../src/runtime/PassportRecognition';
import { PassportRecognitionSample, SAMPLE_RECOGNITION_MS, samplePassportFields } from '../../src/runtime/PassportRecognitionSample';
import { PassportRecognitionStore, RECOGNITION_FAILED } from '../../src/runtime/PassportRecognitionStore';
import { checkPassportDate } from '../../src/domain/checks/checkPassportDate';
import { ManualClock } from './support/harness';
import { settle } from './suggest/support/deferredNetwork';
import { existsSync } from 'node:fs';

describe('the sample passport recognition', () => {
  it('answers with the shipped sample scan and its fields after 2 seconds of the injected clock', async () => {
    const clock = new ManualClock();
    const store = new PassportRecognitionStore(new PassportRecognitionSample(clock, '/agent/'));
    const done = store.recognise(new Blob(['скан']));
    expect(store.pending).toBe(true);
    clock.advance(SAMPLE_RECOGNITION_MS - 1);
    await settle();
    expect(store.result).toBeNull();
    expect(await store.recognise()).toBeNull();
    clock.advance(1);
    const result = await done;
    expect(store.pending).toBe(false);
    expect(result).toEqual({ scanUrl: '/agent/passport-sample.svg', fields: samplePassportFields });
    expect(store.result).toEqual(result);
    expect(existsSync('public/passport-sample.svg')).toBe(true);
  });

  it('keeps the base of the build in the scan address', async () => {
    const clock = new ManualClock();
    const pending = new PassportRecognitionSample(clock, '/client').recognise();
    clock.advance(SAMPLE_RECOGNITION_MS);
    expect((await pending).scanUrl).toBe('/client/passport-sample.svg');
  });

  it('shows fields that pass the passport date rules', () => {
    const { passport_date, birthdate } = samplePassportFields;
    expect(checkPassportDate(passport_date, { birthDate: birthdate, citizenship: 'rf', docType: 'passport' }, new Date('2026-11-21'))).toBeNull();
  });

  it('says in Russian when recognition fails', async () => {
    const broken: PassportRecognition = { recognise: () => Promise.reject(new Error('timeout')) };
    const store = new PassportRecognitionStore(broken);
    expect(await store.recognise()).toBeNull();
    expect(store.error).toBe(RECOGNITION_FAILED);
    store.clear();
    expect(store.error).toBeNull();
  });
});
