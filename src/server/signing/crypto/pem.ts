/** One block of a PEM text: its label (CERTIFICATE, CMS, PKCS7…) and the DER it carries. */
export interface PemBlock {
  label: string;
  der: Buffer;
}

const blockPattern = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

/** Every PEM block of a text, in order; headers such as `Proc-Type:` inside a block are not used by certificates or CMS. */
export function pemBlocks(text: string): PemBlock[] {
  return [...text.matchAll(blockPattern)].map((match) => ({
    label: match[1]!,
    der: Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64'),
  }));
}

/** DER as PEM with 64-column lines, as openssl writes it (its -CAfile reader wants PEM). */
export function toPem(der: Buffer, label: string): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Whether bytes start like a DER SEQUENCE, which both certificates and CMS are. */
export function looksLikeDer(bytes: Buffer): boolean {
  return bytes.length > 2 && bytes[0] === 0x30;
}
