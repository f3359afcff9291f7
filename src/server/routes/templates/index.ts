import type { FastifyPluginAsync } from 'fastify';
import { documentTemplateOf } from '../../../domain/documents/documentTemplates';
import { access } from '../../access/routeAccess';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { renderPdf } from '../../printforms/renderPdf';
import { contentDisposition } from '../../storage/contentDisposition';
import { blankFormDefinition } from '../../templates/blankForms';
import { templateParamsSchema } from './schema';

/**
 * GET /v1/templates/read/{key} (public: the documents page sends no token, spec-2 §7): a blank form
 * of the documents page as PDF, rendered by the print-form machinery on first ask and kept in memory,
 * since it depends on nothing but the shipped texts.
 */
const templateRoutes: FastifyPluginAsync = async (app) => {
  const rendered = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { key: string } }>('/v1/templates/read/:key', { config: access.public, schema: templateParamsSchema }, async (request, reply) => {
    const template = documentTemplateOf(request.params.key);
    if (!template) throw new AppError(errorCodes.notFound, `Шаблон «${request.params.key}» не найден`);
    let pdf = rendered.get(template.key);
    if (!pdf) {
      pdf = renderPdf(blankFormDefinition(template));
      rendered.set(template.key, pdf);
      pdf.catch(() => rendered.delete(template.key));
    }
    const bytes = await pdf;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(template.fileName, 'attachment'))
      .header('cache-control', 'public, max-age=3600')
      .send(bytes);
  });
};

export default templateRoutes;
