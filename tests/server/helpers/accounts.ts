import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { client } from './serverContext';

let counter = 0;

/** A valid 10-digit INN that no other test has used in this process. */
export function uniqueInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  for (;;) {
    const stem = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    if (stem.startsWith('00')) continue;
    const sum = [...stem].reduce((acc, digit, index) => acc + Number(digit) * (weights[index] ?? 0), 0);
    return stem + String((sum % 11) % 10);
  }
}

/** A phone number no other test has used. */
export function uniquePhone(): string {
  counter += 1;
  return `79${String(Date.now() % 1e5).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

/** A client address of its own, so one test's rate-limit counters do not touch another's. */
export function randomIp(): string {
  const [a, b, c] = [...randomBytes(3)];
  return `10.${a}.${b}.${c}`;
}

/** A registration form that passes every check. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    last_name: 'Кузнецова',
    first_name: 'Мария',
    middle_name: 'Игоревна',
    email: `maria.${tag}@example.ru`,
    phone: uniquePhone(),
    password: 'Secret2026',
    organization_name: `ООО «Ромашка ${tag}»`,
    inn: uniqueInn(),
    agree: true,
    ...overrides,
  };
}

/** The latest code sent to an address, read through the dev outbox endpoint. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const answer = await client(app).get<{ code: string | null }[]>(`/v1/dev/read/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  // The newest message with a code: a notification e-mail may have arrived after it.
  const code = answer.body.data?.find((message) => message.code)?.code;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Registers an agent, confirms the e-mail and signs in; returns the form, token and user. */
export async function registeredAgent(app: FastifyInstance, overrides: Record<string, unknown> = {}, ip = randomIp()) {
  const form = registrationForm(overrides);
  const api = client(app, { ip });
  const registered = await api.post('/v1/registration/write/agent', form);
  expect(registered.status).toBe(200);
  const code = await latestCode(app, form.email);
  expect((await api.post(`/v1/confirm/write/${code}`)).status).toBe(200);
  const login = await api.post<{ token: string; user: UserView }>('/v1/login/write/creds', { email: form.email, password: form.password, actor: 'agent' });
  expect(login.status).toBe(200);
  return { form, token: login.body.data!.token, user: login.body.data!.user };
}
