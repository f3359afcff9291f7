import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/envelope';
import { narrowToLot } from '../../integrations/datasets';
import { readLotNumber, readNoticeNumber } from '../../integrations/eis/noticeNumber';
import { tenderSourceFromSettings } from '../../integrations/eis/tenderSourceFromSettings';
import { shortTender } from '../../integrations/eis/tenderViews';
import { tenderTexts } from '../../integrations/eis/texts';
import { throughUpstream } from '../suggestions/upstreamFailure';
import { fullTenderSchema, shortTenderSchema } from './schema';
import { access } from '../../access/routeAccess';

function noticeNumber(raw: string): string {
  const read = readNoticeNumber(raw);
  if ('error' in read) throw AppError.badRequest(read.error);
  return read.number;
}

/** Tender lookup by registry number (spec-2 §7.2): the tender and the extended tender of one lot. */
const tenderRoutes: FastifyPluginAsync = async (app) => {
  const source = tenderSourceFromSettings(app.config.server);

  app.get<{ Params: { n: string } }>('/v1/tender/read/short/:n', { schema: shortTenderSchema, config: access.signedIn }, async (request) => {
    const number = noticeNumber(request.params.n);
    const tender = await throughUpstream(request.log, () => source.findTender(number));
    if (!tender) throw AppError.notFound(tenderTexts.notFound);
    return ok(shortTender(tender));
  });

  app.get<{ Params: { a: string; b: string } }>('/v1/tender/read/full/:a/:b', { schema: fullTenderSchema, config: access.signedIn }, async (request) => {
    const number = noticeNumber(request.params.a);
    const lot = readLotNumber(request.params.b);
    if ('error' in lot) throw AppError.badRequest(lot.error);
    const tender = await throughUpstream(request.log, () => source.findTender(number));
    if (!tender) throw AppError.notFound(tenderTexts.notFound);
    const ofLot = narrowToLot(tender, lot.lot);
    if (!ofLot) throw AppError.notFound(tenderTexts.lotNotFound(lot.lot));
    return ok(ofLot);
  });
};

export default tenderRoutes;
