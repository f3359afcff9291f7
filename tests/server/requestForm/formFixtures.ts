import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { client } from '../helpers/serverContext';
import type { Member } from '../requests/requestFixtures';

const examplesDir = path.resolve(__dirname, '../../../schemas/examples');

/** A must-pass example of a schema, without the context (the server derives its own). */
export function validExample(schema: string, file: string): Record<string, unknown> {
  const data = JSON.parse(fs.readFileSync(path.join(examplesDir, 'valid', schema, `${file}.json`), 'utf8')) as Record<string, unknown>;
  const { context: _context, ...rest } = data;
  return rest;
}

/** A must-fail example: its data, the path it fails at and the exact message. */
export interface InvalidExample {
  file: string;
  expectedErrorPath: string;
  expectedMessage: string;
  data: Record<string, unknown>;
}

export function invalidExamples(schema: string): InvalidExample[] {
  const dir = path.join(examplesDir, 'invalid', schema);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Omit<InvalidExample, 'file'>) }));
}

/** Абсолют Банк of config/banks.json: finance for periods 1 and 2, four documents, no indirect founders. */
export const absolutBank = '5cd919cd-de97-56e2-837c-fcb2770134bb';

/** A one-page PDF's bytes (the magic number and a trailer are what the upload judges). */
export function pdfBytes(text = 'документ'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${text}\ntrailer<<>>\n%%EOF\n`, 'utf8');
}

/** A multipart body of one file and text fields, as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; mime?: string }) {
  const boundary = `----garant${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.mime ?? 'application/octet-stream'}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a document into a scope; answers the status and the parsed body. */
export async function upload(app: FastifyInstance, token: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer; mime?: string }) {
  const body = multipart(fields, file);
  const response = await app.inject({ method: 'POST', url: '/v1/storage/write/file', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() as { code: number; data?: Record<string, unknown>; message?: string } };
}

/** The root of a request as the API answers it. */
export interface RootAnswer {
  id: number;
  uuid: string;
  documents_scope_uuid: string;
  readonly: boolean;
  sub_status: string;
  sub_common_status: string;
  progress: Record<string, { count_points: number; total_points: number }>;
  progress_complete: boolean;
  checked_steps: string[];
  current_step: string | null;
  context: Record<string, unknown>;
  steps: { name: string; visible: boolean; checked: boolean; data: Record<string, unknown> | null }[];
}

/** Creates a request through the API from the two start steps. */
export async function createThroughApi(
  app: FastifyInstance,
  member: Member,
  company: Record<string, unknown> = validExample('company-information', 'limited-company'),
  guarantee: Record<string, unknown> = validExample('guarantee-information', 'registry-number-44fz'),
): Promise<{ id: number; uuid: string; copied_from: number | null }> {
  const answer = await client(app, { token: member.token }).post<{ id: number; uuid: string; copied_from: number | null }>('/v1/bgrequest/write', {
    'company-information': company,
    'guarantee-information': guarantee,
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data!;
}
