import type { APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 20000) throw new Error(`${what}: ${body.message ?? body.code}`);
  return body.data;
}

/**
 * Signs a request's print forms through the API as the Signing view does, with the server's test
 * signer (dev and demo): the forms, the certificate of the request's signer, a real GOST signature of
 * each form's bytes, and the signature handed in. For journeys that need a signed request and are not
 * about signing.
 */
export async function signRequestByApi(request: APIRequestContext, token: string, id: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const forms = await answer<{ files: { uuid: string; link: string }[] }>(await request.post(`/v2/bgrequest/write/printforms/${id}`, { headers, data: {} }), 'print forms');
  const { certificates } = await answer<{ certificates: { thumbprint: string }[] }>(await request.get(`/v1/dev/signer/certificates?request_id=${id}`, { headers }), 'certificates');
  for (const file of forms.files) {
    const bytes = await (await request.get(file.link, { headers })).body();
    const { signature } = await answer<{ signature: string }>(
      await request.post('/v1/dev/signer/sign', { headers, data: { request_id: id, thumbprint: certificates[0]!.thumbprint, content: bytes.toString('base64'), detached: true } }),
      'sign',
    );
    await answer(await request.post('/v1/storage/write/signature', { headers, data: { file_uuid: file.uuid, signature, is_attached: false, scope: 'request' } }), 'signature');
  }
}
