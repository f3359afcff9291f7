// btoa/atob and TextEncoder instead of Node's Buffer: the browser build must not pull a polyfill.

/** String.fromCharCode takes its bytes as arguments; engines cap the argument count. */
const SLICE = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + SLICE));
  }
  return btoa(binary);
}

/** Accepts the line breaks the plug-in puts into its base64 every 64 characters. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The UTF-8 bytes of a text, in base64: what is signed when a text is signed. */
export function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

/**
 * Base64 of consecutive pieces of the bytes. Each piece is a whole number of 3-byte groups, so each
 * encodes on its own without padding and the pieces decode back to the bytes in order.
 */
export function* bytesToBase64Chunks(bytes: Uint8Array, chunkBytes: number): Generator<string> {
  const size = Math.max(3, chunkBytes - (chunkBytes % 3));
  if (bytes.length === 0) yield '';
  for (let offset = 0; offset < bytes.length; offset += size) yield bytesToBase64(bytes.subarray(offset, offset + size));
}

/** Base64 without the line breaks and spaces some producers insert. */
export function compactBase64(base64: string): string {
  return base64.replace(/\s+/g, '');
}
