/**
 * The bytes of a BER OCTET STRING, primitive or constructed. Attached signatures made in streaming
 * mode (CryptoPro for large files, `openssl cms -stream`) carry their content as a constructed,
 * indefinite-length OCTET STRING of chunks, which the ASN.1 classes hand over undecoded.
 */
export function berOctets(ber: Buffer): Buffer {
  const chunks: Buffer[] = [];
  collect(ber, 0, chunks);
  return Buffer.concat(chunks);
}

/** Reads one element at `offset` into `chunks` and returns the offset after it. */
function collect(ber: Buffer, offset: number, chunks: Buffer[]): number {
  const tag = ber[offset];
  if (tag === undefined) throw new Error('BER: unexpected end');
  let at = offset + 1;
  const first = ber[at++] ?? 0;
  const constructed = (tag & 0x20) !== 0;
  if (first === 0x80) {
    // Indefinite length: children up to the end-of-contents octets 00 00.
    while (ber[at] !== 0x00 || ber[at + 1] !== 0x00) {
      if (at >= ber.length) throw new Error('BER: missing end of contents');
      at = collect(ber, at, chunks);
    }
    return at + 2;
  }
  let length = first;
  if (first & 0x80) {
    length = 0;
    for (let i = 0; i < (first & 0x7f); i += 1) length = length * 256 + (ber[at++] ?? 0);
  }
  const end = at + length;
  if (end > ber.length) throw new Error('BER: length beyond the data');
  if (!constructed) {
    chunks.push(ber.subarray(at, end));
    return end;
  }
  while (at < end) at = collect(ber, at, chunks);
  return end;
}
