import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { randomIp } from '../helpers/accounts';
import { client } from '../helpers/serverContext';

/** The latest message of a purpose to an address, from the dev outbox. */
export async function latestMessage(app: FastifyInstance, to: string, purpose: string): Promise<{ text: string; code: string | null; subject: string }> {
  const answer = await client(app).get<{ text: string; code: string | null; subject: string; purpose: string }[]>(`/v1/dev/read/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  const message = answer.body.data?.find((row) => row.purpose === purpose);
  if (!message) throw new Error(`no ${purpose} message was sent to ${to}`);
  return message;
}

/** The invitation link's token, read from the e-mailed link as a person would. */
export async function invitationToken(app: FastifyInstance, login: string): Promise<string> {
  const message = await latestMessage(app, login, 'employee_invitation');
  const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no invitation link in «${message.text}»`);
  return token;
}

/** Signs in by e-mail and password; the answer as it came. */
export function signInAs(app: FastifyInstance, email: string, password: string) {
  return client(app, { ip: randomIp() }).post<{ token: string; user: UserView }>('/v1/login/write/creds', { email, password, actor: 'agent' });
}

let counter = 0;
/** An address no other test has used. */
export function freshLogin(): string {
  counter += 1;
  return `invited.${Date.now().toString(36)}.${counter}@example.ru`;
}
