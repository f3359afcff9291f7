import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { contentDisposition } from '../../storage/contentDisposition';
import { fileStoreFromConfig } from '../../storage/fileStoreFromConfig';
import { findVisibleFile } from '../../storage/storedFiles';
import { storageTexts } from '../../storage/texts';
import { access } from '../../access/routeAccess';

/** Types a browser can show in place (the document preview); anything else is offered for saving. */
const shownInline = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

/**
 * GET /v1/storage/read/file/{id}/name/{name}: the bytes of a file the user may see (`findVisibleFile`),
 * streamed from the file store under the stored name (the name in the path only makes the address
 * readable). Anything else — somebody else's file, a removed one, a malformed id — is the same 404.
 */
const storageRoutes: FastifyPluginAsync = async (app) => {
  const store = fileStoreFromConfig(app.config);

  app.get<{ Params: { id: string; name: string } }>('/v1/storage/read/file/:id/name/:name', { config: access.signedIn }, async (request, reply) => {
    const file = await findVisibleFile(app.database.db, authOf(request), request.params.id);
    if (!file) throw AppError.notFound(storageTexts.fileNotFound);
    const stream = await store.get(file.sha256);
    if (!stream) {
      request.log.error({ file: file.uuid, sha256: file.sha256 }, 'Файл записан в базе, но его байтов нет в хранилище');
      throw AppError.notFound(storageTexts.fileNotFound);
    }
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file.name, shownInline.test(file.mime) ? 'inline' : 'attachment'))
      .header('cache-control', 'no-store')
      .send(stream);
  });
};

export default storageRoutes;
