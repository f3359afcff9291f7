import type { AuthContext } from '../accounts/sessions';
import type { Db } from '../db/schema';
import { actLinesWorkbook } from '../printforms/actLinesWorkbook';
import { revisionTexts } from '../printforms/revisionTexts';
import { actPrintData } from './actPrintData';
import { actForReader } from './actReader';

/**
 * GET /v2/revision/read/act/{uuid}/xlsx: the act's lines as a workbook for the agent's accountant,
 * made on each call from the act as it stands (a re-formed act gives its new lines); the act's own
 * agent organisation and the operator may have it, anybody else gets the act's 404.
 */
export async function actXlsx(db: Db, auth: AuthContext, actUuid: string): Promise<{ name: string; bytes: Buffer }> {
  const { act } = await actForReader(db, auth, actUuid, false);
  const data = await actPrintData(db, act);
  return { name: revisionTexts.act.xlsxName(act.number), bytes: await actLinesWorkbook({ ...act, organization: data.organization }, data.lines) };
}
