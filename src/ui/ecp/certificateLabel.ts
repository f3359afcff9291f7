import type { SignerCertificate } from '../../runtime/signing/signingFor';
import { certificateHolder } from '../../runtime/ecp/CertificatesStore';
import { shownDate } from '../signing/formatting';
import { ecpUiTexts as t } from './texts';

/** A certificate in a list to choose from: «Фамилия Имя Отчество — Организация (до dd.mm.yyyy)». */
export function certificateLabel(certificate: SignerCertificate): string {
  const owner = [...new Set([certificateHolder(certificate), certificate.organization].filter(Boolean))].join(' — ');
  return `${owner} (${t.validTo(shownDate(certificate.valid_to))})`;
}
