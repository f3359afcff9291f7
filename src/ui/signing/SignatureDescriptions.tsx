import { Descriptions } from 'antd';
import type { SignatureInfoWire } from '../../domain/wire/signingWire';
import { holderOf } from './SigningBody';
import { shownDate, shownTime } from './formatting';
import { signingUiTexts as t } from './texts';

/** One signature of a document (DocumentSignDetails): its signer, company, certificate, validity, time and check. */
export function SignatureDescriptions({ signature }: { signature: SignatureInfoWire }) {
  const c = signature.certificate;
  const items = [
    { key: 'signer', label: t.details.signer, children: holderOf(c) },
    c.position ? { key: 'position', label: t.details.position, children: c.position } : null,
    c.organization ? { key: 'organization', label: t.details.organization, children: c.organization } : null,
    c.inn_le ? { key: 'inn_le', label: t.details.innLe, children: c.inn_le } : null,
    c.ogrn ? { key: 'ogrn', label: t.details.ogrn, children: c.ogrn } : null,
    c.inn ? { key: 'inn', label: t.details.inn, children: c.inn } : null,
    c.snils ? { key: 'snils', label: t.details.snils, children: c.snils } : null,
    { key: 'certificate', label: t.details.certificate, children: `${c.serial_number} (${c.thumbprint})` },
    { key: 'issuer', label: t.details.issuer, children: c.issuer_name },
    { key: 'validity', label: t.details.validity, children: `${shownDate(c.valid_from)} — ${shownDate(c.valid_to)}` },
    { key: 'signed', label: t.details.signedAt, children: shownTime(signature.signed_at) },
    { key: 'state', label: t.details.state, children: signature.valid ? t.details.valid : `${t.details.invalid}: ${signature.problem ?? ''}` },
  ].filter((item) => item !== null);
  return <Descriptions column={1} size="small" bordered items={items} className="signature-descriptions" />;
}
