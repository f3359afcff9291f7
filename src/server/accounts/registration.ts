import { sql } from 'kysely';
import type { OutgoingMessage } from '../messenger/messenger';
import { messageTexts, texts } from '../texts';
import { AppError } from '../http/AppError';
import { errorCodes } from '../http/errorCodes';
import { recordCodeMessage, type RecordedMessage } from './codeMessages';
import { isUniqueViolation, violatedConstraint, type AccountDeps, type RequestMeta } from './deps';
import { normalizeEmail, normalizePhone } from './normalize';
import { hashPassword } from './passwords';
import { grantEveryPermission } from './membershipPermissions';

/** The registration form of an agent (POST /v1/registration/write/agent). */
export interface AgentRegistration {
  last_name: string;
  first_name: string;
  middle_name?: string | null;
  email: string;
  phone: string;
  password: string;
  organization_name: string;
  inn: string;
  agree: true;
}

/** The registration form of a client company (POST /v1/registration/write/client): the same fields. */
export type ClientRegistration = AgentRegistration;

/**
 * Registers an agent: the organisation, its first user (inactive until the e-mail code is confirmed)
 * and a membership with the agent role and every agent permission; the code goes to the e-mail.
 *
 * A taken e-mail is answered exactly as a free one (same answer, same work: the password is hashed
 * either way), and its owner gets a notice instead of a code, so the form does not tell who has an
 * account. A taken phone or agent INN is still named: the person cannot finish without knowing it,
 * and the per-address limit caps how many can be probed.
 */
export function registerAgent(deps: AccountDeps, form: AgentRegistration, meta: RequestMeta): Promise<{ login: string; confirm_required: true }> {
  return registerOrganization(deps, form, meta, 'agent');
}

/**
 * Registers a client company (the client cabinet, spec-1 «newClientLk»): the same as an agent's, with
 * the client role and the client permissions. One client company per INN: a second registration of the
 * same company is told to ask its administrator for access. A client registered by an address an agent
 * invited for requests of that INN sees those requests once the e-mail is confirmed.
 */
export function registerClient(deps: AccountDeps, form: ClientRegistration, meta: RequestMeta): Promise<{ login: string; confirm_required: true }> {
  return registerOrganization(deps, form, meta, 'client');
}

async function registerOrganization(deps: AccountDeps, form: AgentRegistration, meta: RequestMeta, actor: 'agent' | 'client'): Promise<{ login: string; confirm_required: true }> {
  if (!deps.switches.registration) throw new AppError(errorCodes.registrationDisabled, texts.registrationDisabled);
  const login = normalizeEmail(form.email);
  const allowed = deps.switches.allowed_email_domains;
  if (allowed.length > 0) {
    const domain = login.slice(login.lastIndexOf('@') + 1);
    if (!allowed.includes(domain)) throw AppError.badRequest(texts.emailDomainNotAllowed(allowed));
  }
  await deps.limiter.hit(`registration:ip:${meta.ip}`, deps.limits.registrationsPerIp);

  const phone = normalizePhone(form.phone);
  const passwordHash = await hashPassword(form.password);
  let recorded: RecordedMessage | undefined;
  let emailTaken = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select(['login', 'phone'])
        .where((eb) => eb.or([eb('login', '=', login), eb('phone', '=', phone)]))
        .execute();
      if (taken.some((user) => user.login === login)) {
        emailTaken = true;
        return;
      }
      if (taken.length > 0) throw AppError.badRequest(texts.phoneTaken);
      // Client companies have no unique index of their INN (agents' requests name the same companies
      // freely): two registrations of one company at once are kept apart by a lock on the INN.
      if (actor === 'client') await sql`select pg_advisory_xact_lock(hashtext(${`client-inn:${form.inn}`}))`.execute(trx);
      const innTaken = await trx.selectFrom('organizations').select('id').where('type', '=', actor).where('inn', '=', form.inn).executeTakeFirst();
      if (innTaken) throw AppError.badRequest(actor === 'agent' ? texts.innTaken : texts.clientInnTaken);

      const organization = await trx
        .insertInto('organizations')
        .values({ name: form.organization_name.trim(), inn: form.inn, type: actor })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          login,
          phone,
          password_hash: passwordHash,
          last_name: form.last_name.trim(),
          first_name: form.first_name.trim(),
          middle_name: form.middle_name?.trim() || null,
          // Proven by the registration's code (confirmation.ts).
          email_confirmed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const membership = await trx
        .insertInto('memberships')
        .values({ user_id: user.id, organization_id: organization.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('membership_roles').values({ membership_id: membership.id, role_key: actor }).execute();
      await grantEveryPermission(trx, membership.id, actor);

      recorded = await recordCodeMessage(deps, trx, { purpose: 'registration', userId: user.id, target: login, channel: 'email' });
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (!isUniqueViolation(error)) throw error;
    const constraint = violatedConstraint(error);
    if (constraint === 'users_phone') throw AppError.badRequest(texts.phoneTaken);
    if (constraint === 'organizations_agent_inn') throw AppError.badRequest(texts.innTaken);
    emailTaken = true;
  }
  if (emailTaken) await noticeOwner(deps, login);
  if (recorded) deps.postOffice.deliver(recorded.id, recorded.message);
  return { login, confirm_required: true };
}

/**
 * Tells the owner of a taken e-mail that someone tried to register with it, with the recovery link in
 * case it was the owner. At most one notice a minute per address, and a refused one is silent, so the
 * answer stays the same as for a free e-mail.
 */
async function noticeOwner(deps: AccountDeps, login: string): Promise<void> {
  try {
    await deps.limiter.hit(`registration:notice:${login}`, deps.limits.codeSendsPerTarget);
  } catch (error) {
    if (error instanceof AppError && error.code === errorCodes.tooManyAttempts) return;
    throw error;
  }
  const notice = messageTexts.registrationAttempt;
  const message: OutgoingMessage = {
    channel: 'email',
    to: login,
    subject: notice.subject,
    text: notice.text(login, `${deps.publicUrl}/agent/recovery`),
    purpose: 'registration_attempt',
  };
  const id = await deps.postOffice.record(deps.db, message);
  deps.postOffice.deliver(id, message);
}
