import { createHash } from 'node:crypto';

// RFC 4122 URL namespace: the name is the notice's address, so one notice always gets one uuid.
const urlNamespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/** A name-based (version 5) UUID in the URL namespace. */
export function uuidFromName(name: string): string {
  const hash = createHash('sha1').update(urlNamespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
