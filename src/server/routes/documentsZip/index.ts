import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { banksConfig } from '../../../domain/banks';
import { access } from '../../access/routeAccess';
import { auditDocumentsDownloaded } from '../../audit/personalDataReads';
import { customerDocumentsPlan, dossierPlan, signedDocumentsPlan, type ArchivePlan } from '../../documentsZip/archiveContents';
import { zipDocuments } from '../../documentsZip/zipDocuments';
import { authOf } from '../../fastifyTypes';
import { requestNotFound } from '../../requests/requestAccess';
import { parseRequestNumber } from '../../requests/requestNumber';
import { contentDisposition } from '../../storage/contentDisposition';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';

type WithId = { Params: { id?: string } };

function requestNumberOf(request: FastifyRequest<WithId>): number {
  const id = parseRequestNumber(request.params.id);
  if (id === null) throw requestNotFound();
  return id;
}

/**
 * The zip downloads of spec-2 §7.2 (paths ours; docs/documents-zip.md): the customer's documents and
 * the dossier of a request, and the signed documents of one bank. Each is seen exactly as the request
 * is — another organisation, a colleague's request for a member narrowed to his own, a malformed
 * number: the same 404 as a request never issued. The archive streams from the file store.
 */
const documentsZipRoutes: FastifyPluginAsync = async (app) => {
  const auth = { config: access.signedIn };
  const db = () => app.database.db;
  const store = fileStoreFromConfig(app.config);
  // Every bank ever configured, so that a sub-request of a bank since switched off keeps its name.
  const banks = banksConfig.banks;

  const send = (request: FastifyRequest, reply: FastifyReply, plan: ArchivePlan) => {
    const stream = zipDocuments(plan, store, request.log);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(plan.fileName, 'attachment'))
      .header('cache-control', 'no-store')
      .send(stream);
  };

  // Each download is recorded once its plan was allowed (docs/audit.md): the archives hold passport scans and questionnaires.
  app.get<WithId>('/v1/bgrequest/read/:id/zip/customer-documents', auth, async (request, reply) => {
    const plan = await customerDocumentsPlan(db(), authOf(request), requestNumberOf(request));
    await auditDocumentsDownloaded(db(), authOf(request), 'customerDocuments', { requestId: requestNumberOf(request) });
    return send(request, reply, plan);
  });

  app.get<WithId>('/v1/bgrequest/read/:id/zip/dossier', auth, async (request, reply) => {
    const plan = await dossierPlan(db(), authOf(request), requestNumberOf(request), banks);
    await auditDocumentsDownloaded(db(), authOf(request), 'dossier', { requestId: requestNumberOf(request) });
    return send(request, reply, plan);
  });

  app.get<WithId>('/v1/bgsubrequest/read/:id/zip/signed', auth, async (request, reply) => {
    const plan = await signedDocumentsPlan(db(), authOf(request), request.params.id ?? '', banks);
    await auditDocumentsDownloaded(db(), authOf(request), 'signed', { subrequestUuid: request.params.id ?? '' });
    return send(request, reply, plan);
  });
};

export default documentsZipRoutes;
