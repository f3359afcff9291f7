/**
 * The Content-Disposition of a download with a Russian file name: `filename*` carries the name in
 * UTF-8 (RFC 5987 / RFC 6266), and `filename` an ASCII stand-in for clients that read only that.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
