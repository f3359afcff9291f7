import { sql } from 'kysely';
import { ndsChoiceOf, ndsChoices } from '../../domain/profile/ndsChoices';
import type { AccountDeps } from '../accounts/deps';
import type { AuthContext } from '../accounts/sessions';
import { loadUserView, type UserView } from '../accounts/userEntity';
import { AppError } from '../http/AppError';
import { profileTexts } from './texts';

/** The body of POST /v1/currentuser/write/update: any of the fields; an absent one is left as it is. */
export interface CurrentUserUpdate {
  last_name?: string;
  first_name?: string;
  middle_name?: string | null;
  post?: string | null;
  nds?: string;
}

/** An optional text emptied by the person is no value at all. */
function optionalText(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Saves the signed-in user's names, post and NDS choice (POST /v1/currentuser/write/update) and answers
 * the User entity as it now is. The names are checked by the schema; the NDS must be a choice of
 * config/nds.json.
 */
export async function updateCurrentUser(deps: AccountDeps, auth: AuthContext, form: CurrentUserUpdate): Promise<UserView> {
  const changes: { last_name?: string; first_name?: string; middle_name?: string | null; post?: string | null; nds?: string } = {};
  if (form.last_name !== undefined) changes.last_name = form.last_name.trim();
  if (form.first_name !== undefined) changes.first_name = form.first_name.trim();
  if (form.middle_name !== undefined) changes.middle_name = optionalText(form.middle_name);
  if (form.post !== undefined) changes.post = optionalText(form.post);
  if (form.nds !== undefined) {
    if (!ndsChoiceOf(form.nds)) throw AppError.badRequest(profileTexts.unknownNds(ndsChoices.map((choice) => choice.value)));
    changes.nds = form.nds;
  }
  if (Object.keys(changes).length === 0) throw AppError.badRequest(profileTexts.nothingToUpdate);
  return deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', auth.userId)
      .execute();
    const user = await loadUserView(trx, auth.userId, auth.organizationId, auth.actor, deps.accession);
    if (!user) throw AppError.unauthorized();
    return user;
  });
}
