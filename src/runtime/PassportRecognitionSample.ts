import type { PassportFields, PassportRecognition, RecognisedPassport } from './PassportRecognition';
import type { Clock } from './ports';

/** How long the sample recognition takes (spec-2 §7.3: a sample scan after 2 seconds). */
export const SAMPLE_RECOGNITION_MS = 2000;

/** The file name of the sample scan in public/; its address depends on the build's base. */
export const SAMPLE_SCAN_FILE = 'passport-sample.svg';

/** What the sample scan shows, field by field. */
export const samplePassportFields: PassportFields = {
  last_name: 'Иванов',
  first_name: 'Иван',
  middle_name: 'Иванович',
  gender: 'Муж',
  birthdate: '1990-03-10',
  birthplace: 'гор. Москва',
  passport_serial: '4510',
  passport_number: '123456',
  passport_date: '2010-04-02',
  passport_issuer: 'УФМС России по г. Москве',
  passport_code: '770-001',
};

/**
 * The recognition the specification defines: whatever is handed in, after 2 seconds it answers with
 * the sample scan shipped in public/ and the fields printed on it. Time runs on the injected clock.
 */
export class PassportRecognitionSample implements PassportRecognition {
  private readonly clock: Clock;
  private readonly scanUrl: string;

  /** @param baseUrl where the app's public files are served (Vite's BASE_URL, e.g. '/agent/'). */
  constructor(clock: Clock, baseUrl: string) {
    this.clock = clock;
    this.scanUrl = `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${SAMPLE_SCAN_FILE}`;
  }

  recognise(): Promise<RecognisedPassport> {
    return new Promise((resolve) => {
      this.clock.setTimeout(() => resolve({ scanUrl: this.scanUrl, fields: { ...samplePassportFields } }), SAMPLE_RECOGNITION_MS);
    });
  }
}
