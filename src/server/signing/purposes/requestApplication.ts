import { printFormTypes } from '../../requests/printForms';
import { completeRequestSigning } from '../requestSignature';
import { signingApplicantOf } from '../signingApplicant';
import { signingTexts } from '../texts';
import type { SigningPurpose } from './SigningPurpose';

/**
 * The application's print forms (the application and the questionnaire): signed by the applicant's
 * head or signer as the request names them; once every form is signed the request is signed and the
 * banks waiting for the signature get it. A request sign link reaches its own request's forms.
 */
export const requestApplication: SigningPurpose = {
  name: 'request',
  types: Object.values(printFormTypes),
  linkKind: 'request',
  async applicant(db, file) {
    if (!file.request) return { refusal: signingTexts.fileNotFound };
    return (await signingApplicantOf(db, file.request)) ?? { refusal: signingTexts.noSigner };
  },
  async linkReaches(_db, file, author) {
    return file.request !== null && file.request.id === author.requestId && file.scope_uuid === file.request.documents_scope_uuid;
  },
  async afterSigned(trx, deps, file, actor) {
    if (!file.request) return { completed: false, moved: [] };
    const outcome = await completeRequestSigning(trx, deps.move, actor, file.request, deps.banks);
    return { completed: outcome.signed, moved: outcome.moved };
  },
};
