import { bankShortName } from '../../domain/bankShortName';
import type { BankSettings } from '../../domain/banks';
import type { SignatureInfoWire } from '../../domain/wire/signingWire';
import type { UserView } from '../accounts/userEntity';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import { ensurePrintForms, type PrintFormDeps } from '../requests/printForms';
import { requestColumns, toRequestRecord, type RequestRecord } from '../requests/requestRecord';
import { bankOf } from '../sending/subRequestView';
import { signingApplicantOf } from './signingApplicant';
import { openSignLink, type OpenSignLink } from './signLinks';
import { signatureInfo } from './signatureWire';
import { errorCodes } from '../http/errorCodes';
import { subRequestColumns, type SubRequestRow } from '../subrequests/subRequestRecord';
import { documentsToSignOf } from './documentsToSign';
import { dealSigningOfLink } from './purposes';
import type { DealSigning } from './purposes/dealSigning';
import type { SignLinkKind } from './purposes/SigningPurpose';
import { signLinkDetails } from './signLinkDetails';
import { signingTexts } from './texts';
import { ndsDefault } from '../../domain/profile/ndsChoices';

/** A document as the external signing page lists it: its download through the link, and its signatures. */
export interface SignLinkDocumentWire {
  uuid: string;
  name: string;
  size: number;
  sha256: string;
  link: string;
  signatures: SignatureInfoWire[];
}

/** GET /v1/sign-link/read/{token}: what the person holding the link is asked to sign, and for whom. */
export interface SignLinkViewWire {
  /** What is signed: the application (request), an offer's acceptance, a claim's changes, the bank's additional documents. */
  kind: SignLinkKind;
  request_id: number;
  company: { name: string; inn: string; ogrn: string | null; is_ip: boolean };
  /** Whose qualified signature is needed (the request's signer or head), as «Фамилия Имя Отчество». */
  signer_name: string | null;
  banks: string[];
  expires_at: string;
  /** What the signing is about, in words (the offer's terms, the claim's changes); empty for the application. */
  details: { label: string; value: string }[];
  /** Every document is signed and the signing is complete. */
  completed: boolean;
  documents: SignLinkDocumentWire[];
}

export async function requestById(db: Db, id: number): Promise<RequestRecord> {
  const row = await db.selectFrom('bg_request').select(requestColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound(signingTexts.linkNotFound);
  return toRequestRecord(row);
}

/** The link's download address of a document: the token stands in for a session. */
export function linkFileUrl(token: string, fileUuid: string): string {
  return `/v1/sign-link/read/${token}/file/${fileUuid}`;
}

/** The sub-request a deal's link was made for (one bank each). @throws AppError 404 */
export async function linkSubRequest(db: Db, link: OpenSignLink): Promise<SubRequestRow> {
  const uuid = link.subrequest_uuids[0];
  const sub = uuid ? await db.selectFrom('bg_subrequest').select(subRequestColumns).where('uuid', '=', uuid).where('request_id', '=', String(link.request_id)).executeTakeFirst() : undefined;
  if (!sub) throw AppError.notFound(signingTexts.linkNotFound);
  return sub;
}

/**
 * A deal's link (offer, claim, additional documents): the documents of its signing, downloaded through
 * the link. A link whose signing no longer waits and was not completed (the acceptance was taken
 * back, the bank moved on) is gone: 410 with what to do.
 */
async function dealLinkView(deps: PrintFormDeps & { db: Db }, token: string, link: OpenSignLink, signing: DealSigning, banks: readonly BankSettings[]): Promise<SignLinkViewWire & { link: OpenSignLink }> {
  const request = await requestById(deps.db, link.request_id);
  const sub = await linkSubRequest(deps.db, link);
  const toSign = await documentsToSignOf(deps, signing, sub, (file) => linkFileUrl(token, file.uuid));
  if (!toSign.waiting && !toSign.completed) throw new AppError(errorCodes.linkGone, signingTexts.linkNoLongerWaiting);
  const signer = (await signingApplicantOf(deps.db, request))?.signer;
  return {
    link,
    kind: link.kind,
    request_id: request.id,
    company: { name: request.name, inn: request.inn, ogrn: request.ogrn, is_ip: request.is_ip ?? false },
    signer_name: signer ? [signer.last_name, signer.first_name, signer.middle_name].filter(Boolean).join(' ') : null,
    banks: [bankShortName(sub.bank_uuid, bankOf(banks, sub.bank_uuid).bank_name)],
    expires_at: link.expires_at.toISOString(),
    details: await signLinkDetails(deps.db, signing.purpose, sub, bankOf(banks, sub.bank_uuid)),
    completed: toSign.completed,
    documents: toSign.documents.map(({ uuid, name, size, sha256, link: file, signatures }) => ({ uuid, name, size, sha256, link: file, signatures })),
  };
}

/**
 * The external signing page's data. For a request link, the print forms are formed on the first
 * opening (the request is sent and frozen by then, so they show what the banks received); for a
 * deal's link, the documents of its signing.
 */
export async function signLinkView(deps: PrintFormDeps & { db: Db }, token: string, banks: readonly BankSettings[]): Promise<SignLinkViewWire & { link: OpenSignLink }> {
  const link = await openSignLink(deps.db, token);
  const signing = dealSigningOfLink(link.kind);
  if (signing) return dealLinkView(deps, token, link, signing, banks);
  const request = await requestById(deps.db, link.request_id);
  const forms = await ensurePrintForms(deps, request);
  const [applicant, signatures, subs] = await Promise.all([
    signingApplicantOf(deps.db, request),
    forms.files.length === 0
      ? Promise.resolve([])
      : deps.db
          .selectFrom('file_signature')
          .select(['uuid', 'file_uuid', 'scope', 'is_attached', 'signed_at', 'certificate_facts'])
          .where(
            'file_uuid',
            'in',
            forms.files.map((file) => file.uuid),
          )
          .orderBy('signed_at')
          .execute(),
    link.subrequest_uuids.length === 0 ? Promise.resolve([]) : deps.db.selectFrom('bg_subrequest').select(['bank_uuid']).where('uuid', 'in', link.subrequest_uuids).execute(),
  ]);
  const signer = applicant?.signer;
  return {
    link,
    kind: link.kind,
    request_id: request.id,
    company: { name: request.name, inn: request.inn, ogrn: request.ogrn, is_ip: request.is_ip ?? false },
    signer_name: signer ? [signer.last_name, signer.first_name, signer.middle_name].filter(Boolean).join(' ') : null,
    banks: subs.map((row) => bankShortName(row.bank_uuid, bankOf(banks, row.bank_uuid).bank_name)),
    expires_at: link.expires_at.toISOString(),
    details: [],
    completed: forms.files.length > 0 && forms.files.every((file) => signatures.some((row) => row.file_uuid === file.uuid)),
    documents: forms.files.map((file) => ({
      uuid: file.uuid,
      name: file.name,
      size: file.size,
      sha256: file.sha256,
      link: linkFileUrl(token, file.uuid),
      signatures: signatures.filter((row) => row.file_uuid === file.uuid).map(signatureInfo),
    })),
  };
}

/**
 * GET /v1/sign-link/read/{token}/user: the external user of a sign link (spec-1 §2: "the external
 * user's info is loaded"), for the light layout's header. He is the person the request names as its
 * signer, of the client company; he has no account, no roles and no permissions.
 */
export async function externalUserOf(db: Db, token: string): Promise<UserView> {
  const link = await openSignLink(db, token);
  const request = await requestById(db, link.request_id);
  const signer = (await signingApplicantOf(db, request))?.signer;
  return {
    id: 0,
    uuid: link.uuid,
    last_name: signer?.last_name ?? '',
    first_name: signer?.first_name ?? '',
    middle_name: signer?.middle_name ?? null,
    login: '',
    post: null,
    phone: null,
    organization_uuid: request.client_organization_uuid ?? request.organization_uuid,
    roles: [],
    available_permissions: [],
    organization: { uuid: request.client_organization_uuid ?? request.organization_uuid, name: request.name, inn: request.inn, kpp: request.kpp, ogrn: request.ogrn, type: 'client' },
    is_regulations_signed: true,
    need_sign_add_agreement: false,
    has_unsigned_docs: false,
    partners_docs: [],
    two_factor: false,
    two_factor_channel: null,
    // The link's holder has no account to confirm: no e-mail prompt.
    email_confirmed: true,
    external: true,
    disabled_notifications: true,
    nds: ndsDefault,
    actor: 'client',
    user_type: 'client',
    platform_operator: false,
  };
}
