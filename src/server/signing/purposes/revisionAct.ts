import { actStateLabels } from '../../../domain/revisions/actState';
import { organizationSignerOf } from '../../accession/organizationSignerOf';
import { isOperator } from '../../access/isOperator';
import { flowTexts } from '../../revisions/flowTexts';
import { revisionFileTypes } from '../../revisions/revisionFileTypes';
import { operatorSignerOf } from '../../revisions/revisionSigners';
import type { SigningPurpose } from './SigningPurpose';

/**
 * The act of the agent's services (docs/revisions.md): its PDF is signed twice, in the cabinet only — by a
 * member of the act's agent organisation with his organisation's certificate while the act is sent to the
 * agent, then by a platform operator with the operator company's certificate once the agent has signed.
 * Which signature is asked for follows from the act's state, so a second agent signature of a signed act,
 * or one at the wrong moment, is refused before anything is written. The state moves in the confirming
 * calls (agent-sign, admin/sign), not here.
 */
export const revisionActPurpose: SigningPurpose = {
  name: 'revision_act',
  types: [revisionFileTypes.act],
  async applicant(db, file, author) {
    if (author.kind !== 'user') return { refusal: flowTexts.signedInOnly };
    const act = await db
      .selectFrom('revision_act as a')
      .innerJoin('organizations as o', 'o.uuid', 'a.organization_uuid')
      .select(['a.number', 'a.state', 'o.id as organization_id'])
      .where('a.pdf_file_uuid', '=', file.uuid)
      .executeTakeFirst();
    if (!act) return { refusal: flowTexts.actNotFound };
    const viewer = author.viewer;
    if (act.state === 'sent' && viewer.organizationId === act.organization_id && viewer.actor === 'agent') {
      return (await organizationSignerOf(db, act.organization_id, viewer.userId)) ?? { refusal: flowTexts.actNotFound };
    }
    if (act.state === 'agent_signed' && (await isOperator(db, viewer.userId))) {
      return (await operatorSignerOf(db, viewer.userId)) ?? { refusal: flowTexts.operatorUnknown };
    }
    if (act.state === 'agent_signed' || act.state === 'operator_signed' || act.state === 'paid') {
      return { refusal: viewer.organizationId === act.organization_id ? flowTexts.alreadySigned(act.number) : flowTexts.alreadyOperatorSigned(act.number) };
    }
    return { refusal: flowTexts.notSent(act.number, actStateLabels[act.state]) };
  },
  async afterSigned() {
    return { completed: false, moved: [] };
  },
};
