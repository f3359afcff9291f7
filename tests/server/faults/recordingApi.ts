import { randomUUID } from 'node:crypto';
import { pdfBytes, type Answer, type ApiPort } from '../../support/requestFilling';

/** One call the load made and what came back (null body: no HTTP answer at all). */
export interface RecordedCall {
  method: 'GET' | 'POST';
  url: string;
  /** The JSON body sent (uploads: the form fields). */
  sent: unknown;
  status: number;
  body: Answer['body'] | null;
  /** The raw text when the answer was not JSON. */
  text?: string;
}

/**
 * The API over HTTP with every call and answer recorded, so the writes the server acknowledged can be
 * looked for afterwards. Each upload carries bytes of its own (a unique PDF), so a blob left without
 * its row cannot hide behind another request's identical file.
 */
export function recordingApi(base: string, token: string, calls: RecordedCall[]): ApiPort {
  const call = async <T>(method: 'GET' | 'POST', url: string, sent: unknown, init: RequestInit): Promise<Answer<T>> => {
    const record: RecordedCall = { method, url, sent, status: 0, body: null };
    calls.push(record);
    const response = await fetch(`${base}${url}`, { ...init, method, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) } });
    record.status = response.status;
    const text = await response.text();
    try {
      record.body = JSON.parse(text) as Answer['body'];
    } catch {
      record.text = text;
      throw new Error(`${method} ${url}: HTTP ${response.status} answered outside the envelope: ${text.slice(0, 200)}`);
    }
    return { status: response.status, body: record.body as Answer<T>['body'] };
  };
  return {
    get: (url) => call('GET', url, undefined, {}),
    post: (url, body) => call('POST', url, body, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    upload: (fields, file) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(pdfBytes(randomUUID()))], { type: 'application/pdf' }), file.name);
      return call('POST', '/v1/storage/write/file', fields, { body: form });
    },
  };
}
