import type { FastifyPluginAsync } from 'fastify';
import countries from '../../../../config/countries.json';
import { birthCountry, type CountriesConfig } from '../../../domain/birthCountry';
import { checkInn } from '../../../domain/checks/checkInn';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { ok } from '../../http/envelope';
import { BfoRegisterError, type BfoRegister } from '../../integrations/fns/BfoRegister';
import { bfoRegisterFromEnv } from '../../integrations/fns/bfoRegisterFromEnv';
import { FinanceFileError } from '../../integrations/fns/FinanceFileError';
import type { FinanceReport } from '../../integrations/fns/financeReport';
import { FinanceParsePool, ParsePoolBusyError } from '../../integrations/fns/FinanceParsePool';
import { financeTexts } from '../../integrations/fns/texts';
import { readSingleUpload, refuseDeclaredOversize, type UploadLimits } from './readSingleUpload';
import { birthCountrySchema, type BirthCountryBody } from './schema';
import { questionnaireTexts } from './texts';
import { access } from '../../access/routeAccess';

/**
 * One statement file and the optional INN beside it (spec-2 §5.8: one file per parse). A real statement
 * is well under 1 MB; 4 MB leaves room without letting one upload cost much.
 */
export const financeUploadLimits: UploadLimits = { fileSize: 4 * 1_048_576, fields: 4, fieldSize: 256 };

/** The answer of parsebb: the report, and the hint when the БФО register had nothing to give. */
export type ParseBbAnswer = FinanceReport & { hint: string | null };

/** 'Неверный ИНН…' reads 'неверный ИНН…' after a field's name; an acronym in front ('ИНН должен…') stays. */
function afterFieldName(problem: string): string {
  const second = problem.charAt(1);
  return second !== '' && second === second.toLowerCase() && second !== second.toUpperCase() ? problem.charAt(0).toLowerCase() + problem.slice(1) : problem;
}

function financeRefusal(error: FinanceFileError): AppError {
  return error.reason === 'too_large' ? new AppError(errorCodes.bodyTooLarge, error.message) : AppError.badRequest(error.message);
}

/** Every parse thread busy and the queue full: the caller tries again shortly. */
function parserBusy(): AppError {
  return new AppError(errorCodes.tooManyAttempts, financeTexts.parserBusy, { 'retry-after': '60' });
}

function emptyRegisterAnswer(hint: string): ParseBbAnswer {
  return { periods: [], lines: {}, source: 'bfo_register', warnings: [], hint };
}

/**
 * Questionnaire calls that read rather than store: the finance statements from one uploaded file or
 * from the БФО register (by INN, when no file is attached), and the birth country of a person.
 */
const questionnaireRoutes: FastifyPluginAsync = async (app) => {
  const register: BfoRegister = bfoRegisterFromEnv(process.env);
  // Files are parsed off the event loop, so one large file does not stall every other caller.
  const parser = new FinanceParsePool();
  app.addHook('onClose', () => parser.close());

  app.post(
    '/v2/questionnaire/read/finance/parsebb',
    { onRequest: refuseDeclaredOversize(financeUploadLimits), config: access.signedIn },
    async (request) => {
      const { file, fields } = await readSingleUpload(request, financeUploadLimits);
      const inn = fields['inn']?.trim() || undefined;
      if (inn !== undefined) {
        const problem = checkInn(inn);
        if (problem) throw AppError.badRequest(`Поле «${questionnaireTexts.fieldTitles['inn']}»: ${afterFieldName(problem)}`);
      }
      if (file) {
        try {
          const name = fields['name']?.trim().slice(0, 500) || undefined;
          const report = await parser.parse(
            { bytes: file.bytes, fileName: file.fileName, mime: file.mime },
            { maxBytes: financeUploadLimits.fileSize, expectedInn: inn, ...(name ? { expectedName: name } : {}) },
          );
          return ok<ParseBbAnswer>({ ...report, hint: null });
        } catch (error) {
          if (error instanceof FinanceFileError) throw financeRefusal(error);
          if (error instanceof ParsePoolBusyError) throw parserBusy();
          throw error;
        }
      }
      if (inn === undefined) throw AppError.badRequest(questionnaireTexts.noFinanceFile);
      try {
        const lookup = await register.findReport(inn);
        return ok<ParseBbAnswer>(lookup.state === 'found' ? { ...lookup.report, hint: null } : emptyRegisterAnswer(lookup.hint));
      } catch (error) {
        // The register is an outside party: when it cannot answer, the person attaches the file instead.
        if (!(error instanceof BfoRegisterError) && !(error instanceof FinanceFileError)) throw error;
        request.log.warn({ err: error }, 'Ресурс БФО не дал отчётность');
        return ok<ParseBbAnswer>(emptyRegisterAnswer(financeTexts.bfoUnavailable));
      }
    },
  );

  app.post<{ Body: BirthCountryBody }>('/v1/questionnaire/read/birthcountry', { config: access.signedIn, schema: birthCountrySchema }, async (request) => {
    try {
      return ok(birthCountry(request.body, countries as CountriesConfig));
    } catch (error) {
      request.log.error({ err: error }, 'Страна рождения не определена');
      throw new AppError(errorCodes.internal, questionnaireTexts.birthCountryFailed);
    }
  });
};

export default questionnaireRoutes;
