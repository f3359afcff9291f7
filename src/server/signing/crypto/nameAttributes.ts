import { AsnConvert } from '@peculiar/asn1-schema';
import { Name, type AttributeValue } from '@peculiar/asn1-x509';

/**
 * The attributes of a distinguished name (DER) as OID → first value, in text. Russian certificates
 * carry INN, OGRN and SNILS as NumericString, which the ASN.1 classes keep as raw DER (`anyValue`):
 * those are decoded here by their tag instead of shown as hex.
 */
export function nameAttributes(der: ArrayBuffer): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const rdn of AsnConvert.parse(der, Name)) {
    for (const attribute of rdn) {
      if (!attributes.has(attribute.type)) attributes.set(attribute.type, attributeText(attribute.value).trim());
    }
  }
  return attributes;
}

function attributeText(value: AttributeValue): string {
  return value.anyValue ? derStringText(Buffer.from(value.anyValue)) : value.toString();
}

/** The text of one DER string (tag, length, bytes), whichever of the ASN.1 string types it is. */
function derStringText(der: Buffer): string {
  const tag = der[0];
  let length = der[1] ?? 0;
  let offset = 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    length = 0;
    for (let i = 0; i < octets; i += 1) length = length * 256 + (der[2 + i] ?? 0);
    offset = 2 + octets;
  }
  const body = der.subarray(offset, offset + length);
  switch (tag) {
    case 0x0c: // UTF8String
      return body.toString('utf8');
    case 0x1e: // BMPString: UTF-16 big-endian
      return Buffer.from(body).swap16().toString('utf16le');
    default: // NumericString, PrintableString, IA5String, TeletexString: single-byte text
      return body.toString('latin1');
  }
}
