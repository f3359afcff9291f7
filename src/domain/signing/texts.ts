import { maskSnils } from '../format/maskSnils';

const shown = (value: string | null) => value || 'не указан';
const shownSnils = (value: string | null) => (value ? maskSnils(value) : 'не указан');

/** Russian refusals of `checkSigningAuthority`: each names the field and both values. */
export const authorityTexts = {
  innLeMissing: (request: string) =>
    `Сертификат выдан не на организацию: ИНН ЮЛ в сертификате не указан, в заявке ${request}. Нужен сертификат, выданный на организацию`,
  innLe: (certificate: string, request: string) => `Сертификат выдан другой организации: ИНН ЮЛ в сертификате ${certificate}, в заявке ${request}`,
  ogrn: (certificate: string, request: string) => `Сертификат выдан другой организации: ОГРН в сертификате ${certificate}, в заявке ${request}`,
  ogrnip: (certificate: string, request: string) =>
    `Сертификат выдан другому предпринимателю: ОГРНИП в сертификате ${certificate}, в заявке ${request}`,
  ipInnMissing: (request: string) => `Сертификат выдан не этому предпринимателю: ИНН владельца в сертификате не указан, в заявке ${request}`,
  ipInn: (certificate: string, request: string) => `Сертификат выдан другому предпринимателю: ИНН в сертификате ${certificate}, в заявке ${request}`,
  signerInn: (certificate: string, request: string) => `Сертификат выдан другому человеку: ИНН владельца в сертификате ${certificate}, ИНН подписанта в заявке ${request}`,
  signerSnils: (certificate: string, request: string) =>
    `Сертификат выдан другому человеку: СНИЛС владельца в сертификате ${maskSnils(certificate)}, СНИЛС подписанта в заявке ${maskSnils(request)}`,
  nothingToCompare: (certificate: { inn: string | null; snils: string | null }, request: { inn: string | null; snils: string | null }) =>
    `Не удалось сверить подписанта с владельцем сертификата: нет ИНН или СНИЛС, указанного и там и там (в сертификате ИНН ${shown(certificate.inn)}, СНИЛС ${shownSnils(certificate.snils)}; у подписанта в заявке ИНН ${shown(request.inn)}, СНИЛС ${shownSnils(request.snils)})`,
  nameMissing: (request: string) => `Сертификат не называет владельца: фамилия и имя в сертификате не указаны, подписант в заявке ${request}`,
  name: (certificate: string, request: string) => `Сертификат выдан другому человеку: владелец в сертификате ${certificate}, подписант в заявке ${request}`,
} as const;

/**
 * Refusals of `checkSigningAuthority` for an organisation's own document: the organisation as the
 * platform keeps it, and the signed-in user who signs.
 */
export const organizationAuthorityTexts = {
  innLeMissing: (organization: string) =>
    `Сертификат выдан не на организацию: ИНН ЮЛ в сертификате не указан, у организации ${organization}. Нужен сертификат, выданный на организацию`,
  innLe: (certificate: string, organization: string) => `Сертификат выдан другой организации: ИНН ЮЛ в сертификате ${certificate}, у организации ${organization}`,
  ogrn: (certificate: string, organization: string) => `Сертификат выдан другой организации: ОГРН в сертификате ${certificate}, у организации ${organization}`,
  ogrnip: (certificate: string, organization: string) =>
    `Сертификат выдан другому предпринимателю: ОГРНИП в сертификате ${certificate}, у организации ${organization}`,
  ipInnMissing: (organization: string) => `Сертификат выдан не этому предпринимателю: ИНН владельца в сертификате не указан, у организации ${organization}`,
  ipInn: (certificate: string, organization: string) => `Сертификат выдан другому предпринимателю: ИНН в сертификате ${certificate}, у организации ${organization}`,
  nameMissing: (user: string) => `Сертификат не называет владельца: фамилия и имя в сертификате не указаны, подписывает ${user}`,
  name: (certificate: string, user: string) =>
    `Сертификат выдан другому человеку: владелец в сертификате ${certificate}, подписывает ${user}. Документ организации подписывает владелец сертификата под своей учётной записью`,
} as const;
