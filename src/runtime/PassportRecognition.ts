/** The fields of a passport's main spread, named as in the person entity (spec-1 §3 "Person"). */
export interface PassportFields {
  last_name: string;
  first_name: string;
  middle_name: string;
  gender: 'Муж' | 'Жен';
  /** YYYY-MM-DD, the date picker's format (spec-2 §9). */
  birthdate: string;
  birthplace: string;
  passport_serial: string;
  passport_number: string;
  /** YYYY-MM-DD. */
  passport_date: string;
  passport_issuer: string;
  /** The issuer's department code, NNN-NNN. */
  passport_code: string;
}

/** What recognition returns: the scan it read (an address the browser can show) and the fields. */
export interface RecognisedPassport {
  scanUrl: string;
  fields: PassportFields;
}

/**
 * Passport recognition (spec-2 §7.3): reads the fields of a passport scan. The product ships the
 * recognition the specification defines, which answers with a sample scan; the port keeps the forms
 * independent of how the reading is done.
 */
export interface PassportRecognition {
  /** @param scan the image the person chose; the sample recognition answers the same for any. */
  recognise(scan?: Blob | null): Promise<RecognisedPassport>;
}
