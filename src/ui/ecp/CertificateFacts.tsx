import type { CertificateFactsWire } from '../../domain/wire/signingWire';
import { shownDate } from '../signing/formatting';
import { ecpUiTexts as t } from './texts';

type Facts = Pick<CertificateFactsWire, 'organization' | 'inn' | 'inn_le' | 'ogrn' | 'snils' | 'issuer_name' | 'valid_to'> & { ogrnip?: string | null };

/**
 * What a certificate says about its holder, in one compact block: the organisation with its ИНН ЮЛ and
 * ОГРН (a sole trader's ОГРНИП), the person's ИНН and СНИЛС, the issuer and the end of validity.
 */
export function CertificateFacts({ certificate, attachedAt }: { certificate: Facts; attachedAt?: string }) {
  const codes = [
    certificate.inn_le && `${t.facts.innLe} ${certificate.inn_le}`,
    certificate.ogrn && `${t.facts.ogrn} ${certificate.ogrn}`,
    certificate.ogrnip && `${t.facts.ogrnip} ${certificate.ogrnip}`,
    certificate.inn && `${t.facts.inn} ${certificate.inn}`,
    certificate.snils && `${t.facts.snils} ${certificate.snils}`,
  ].filter(Boolean);
  return (
    <dl className="ecp-facts">
      {certificate.organization ? (
        <>
          <dt>{t.facts.organisation}</dt>
          <dd>{certificate.organization}</dd>
        </>
      ) : null}
      {codes.length > 0 ? (
        <>
          <dt>{t.facts.codes}</dt>
          <dd>{codes.join(' · ')}</dd>
        </>
      ) : null}
      <dt>{t.facts.issuer}</dt>
      <dd>{certificate.issuer_name}</dd>
      <dt>{t.facts.validTo}</dt>
      <dd>{shownDate(certificate.valid_to)}</dd>
      {attachedAt ? (
        <>
          <dt>{t.facts.attachedAt}</dt>
          <dd>{shownDate(attachedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}
