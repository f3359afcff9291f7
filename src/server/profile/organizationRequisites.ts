import { checkOrganizationRequisites, requisitesMessages } from '../../domain/profile/checkOrganizationRequisites';
import type { AuthContext } from '../accounts/sessions';
import { loadOrganization, type OrganizationView } from '../accounts/userEntity';
import type { Db } from '../db/schema';
import { AppError } from '../http/AppError';
import { profileTexts } from './texts';

/**
 * Saves the KPP or OGRN of the session's organisation (POST /v1/organization/write/update/kpp_or_ogrn):
 * where the create page's «КПП изменился» notice leads when the company checked is the user's own. The
 * INN says whether the organisation may have a KPP and which OGRN it has (`checkOrganizationRequisites`).
 * An agent needs `agent_view_edit_users` (config/permissions.json); a client company's members may.
 */
export async function updateOrganizationRequisites(db: Db, auth: AuthContext, form: { kpp?: string; ogrn?: string }): Promise<OrganizationView> {
  const kpp = form.kpp?.trim().toUpperCase();
  const ogrn = form.ogrn?.trim();
  if (kpp === undefined && ogrn === undefined) throw AppError.badRequest(requisitesMessages.nothingToChange);
  return db.transaction().execute(async (trx) => {
    const organization = await trx.selectFrom('organizations').select(['id', 'inn']).where('id', '=', auth.organizationId).forUpdate().executeTakeFirst();
    if (!organization) throw AppError.notFound(profileTexts.organizationGone);
    const errors = checkOrganizationRequisites(organization.inn, { kpp, ogrn });
    const problems = Object.values(errors);
    if (problems.length > 0) throw AppError.badRequest(problems.join('; '));
    await trx
      .updateTable('organizations')
      .set({ ...(kpp !== undefined ? { kpp } : {}), ...(ogrn !== undefined ? { ogrn } : {}) })
      .where('id', '=', organization.id)
      .execute();
    const view = await loadOrganization(trx, organization.id);
    if (!view) throw AppError.notFound(profileTexts.organizationGone);
    return view;
  });
}
