/** Who a test certificate is issued to: a person, optionally for an organisation or as a sole trader. */
export interface TestSubject {
  last_name: string;
  first_name: string;
  middle_name?: string;
  /** ИНН of the person, 12 digits. */
  inn?: string;
  snils?: string;
  /** ИНН ЮЛ, 10 digits. */
  inn_le?: string;
  ogrn?: string;
  ogrnip?: string;
  organization?: string;
  position?: string;
}

/** The subject's fields in the order accredited CAs write them; `organization` also names the CN of an organisation's certificate. */
const order = ['last_name', 'first_name', 'middle_name', 'position', 'organization', 'inn_le', 'ogrn', 'ogrnip', 'snils', 'inn'] as const;

/** One string for the subject, equal for equal subjects whatever the key order or empty fields. */
export function subjectKey(subject: TestSubject): string {
  return JSON.stringify(order.map((field) => subject[field]?.trim() || null));
}

/**
 * The subject as `openssl req -subj` reads it (`/type=value…`, `\\` escaping `/`, `+` and `\\`).
 * CN is the organisation's name for an organisation's certificate and the full name otherwise,
 * as accredited CAs issue them.
 */
export function subjectLine(subject: TestSubject): string {
  const fullName = [subject.last_name, subject.first_name, subject.middle_name].filter(Boolean).join(' ');
  const given = [subject.first_name, subject.middle_name].filter(Boolean).join(' ');
  const parts: [string, string | undefined][] = [
    ['SN', subject.last_name],
    ['GN', given],
    ['CN', subject.organization || fullName],
    ['title', subject.position],
    ['O', subject.organization],
    ['INNLE', subject.inn_le],
    ['OGRN', subject.ogrn],
    ['OGRNIP', subject.ogrnip],
    ['SNILS', subject.snils],
    ['INN', subject.inn],
    ['C', 'RU'],
  ];
  return parts
    .filter((part): part is [string, string] => Boolean(part[1]?.trim()))
    // X.520 caps names at 64 characters (ub-common-name, ub-organization-name, ub-title): a longer
    // company name is cut, as CAs cut it.
    .map(([type, value]) => `/${type}=${[...value.trim()].slice(0, 64).join('').trim().replace(/[\\/+]/g, (ch) => `\\${ch}`)}`)
    .join('');
}
