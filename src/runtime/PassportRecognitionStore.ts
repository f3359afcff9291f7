import { makeAutoObservable, runInAction } from 'mobx';
import type { PassportRecognition, RecognisedPassport } from './PassportRecognition';

/** Said when recognition fails without a reason of its own. */
export const RECOGNITION_FAILED = 'Не удалось распознать паспорт. Заполните данные вручную.';

/** One recognition at a time: under way, its result, or why it failed. */
export class PassportRecognitionStore {
  pending = false;
  result: RecognisedPassport | null = null;
  error: string | null = null;
  private readonly recognition: PassportRecognition;

  constructor(recognition: PassportRecognition) {
    this.recognition = recognition;
    makeAutoObservable<PassportRecognitionStore, 'recognition'>(this, { recognition: false }, { autoBind: true });
  }

  /** Reads a scan; resolves with the result, or null when it failed or another one is under way. */
  async recognise(scan?: Blob | null): Promise<RecognisedPassport | null> {
    if (this.pending) return null;
    this.pending = true;
    this.error = null;
    try {
      const result = await this.recognition.recognise(scan);
      runInAction(() => {
        this.result = result;
      });
      return result;
    } catch {
      // Whatever broke, the person can still type the fields in.
      runInAction(() => {
        this.error = RECOGNITION_FAILED;
      });
      return null;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  clear(): void {
    this.result = null;
    this.error = null;
  }
}
