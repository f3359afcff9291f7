import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../fastifyTypes';
import { AppError } from '../../http/AppError';
import { errorCodes } from '../../http/errorCodes';
import { ok } from '../../http/envelope';
import { CardFileError } from '../../integrations/suggestions/CardFileError';
import { cardFileSource } from '../../integrations/suggestions/cardFileSource';
import { cardText } from '../../integrations/suggestions/cardText';
import { extractRequisites, type CardRequisites } from '../../integrations/suggestions/extractRequisites';
import type { SuggestionKind, SuggestionOf, SuggestionProvider } from '../../integrations/suggestions/SuggestionProvider';
import { suggestionProviderFromSettings } from '../../integrations/suggestions/suggestionProviderFromSettings';
import { suggestionTexts } from '../../integrations/suggestions/texts';
import { PerUserLimit } from './perUserLimit';
import { addressBody, bankBody, fmsUnitBody, organizationBody, parseFileBody, partyBody, readBody } from './schema';
import { withDefaults } from './suggestionDefaults';
import { throughUpstream } from './upstreamFailure';
import { access } from '../../access/routeAccess';

const dadataBodies = { party: partyBody, address: addressBody, bank: bankBody, fms_unit: fmsUnitBody } as const;

/** Suggestion bodies are a query and a few options; a card of company details travels inline as a data: URL. */
const suggestBodyLimit = 64 * 1024;
const parseFileBodyLimit = 4 * 1024 * 1024;

/** Most requisites of one card looked up in the register: a card names one company and its bank. */
const maxLookups = 5;

/**
 * Suggestions: the DaData protocol the browser widgets speak (answers in DaData's own format) and the
 * catalogue calls of spec-2 §7.6 (answers in the 20000 envelope). All need a signed-in user.
 */
const suggestionRoutes: FastifyPluginAsync = async (app) => {
  const provider: SuggestionProvider = suggestionProviderFromSettings(app.config.server);
  const limit = new PerUserLimit(app.config.server.suggestionsPerMinute);
  const guard = async (request: FastifyRequest) => limit.hit(authOf(request).userId);

  for (const kind of Object.keys(dadataBodies) as SuggestionKind[]) {
    app.post<{ Body: Record<string, unknown> }>(
      `/suggestions/api/4_1/rs/suggest/${kind}`,
      { schema: { body: dadataBodies[kind] }, onRequest: guard, config: access.signedIn, bodyLimit: suggestBodyLimit },
      async (request) => ({ suggestions: await throughUpstream(request.log, () => provider.suggest(kind, withDefaults(kind, request.body))) }),
    );
  }

  app.post<{ Body: { method: SuggestionKind; query: string; count?: number } }>(
    '/v1/suggestion/read',
    { schema: { body: readBody }, onRequest: guard, config: access.signedIn, bodyLimit: suggestBodyLimit },
    async (request) => {
      const { method, ...options } = request.body;
      const suggestions = await throughUpstream(request.log, () => provider.suggest(method, withDefaults(method, options)));
      return ok({ suggestions });
    },
  );

  app.post<{ Body: { inn?: string; kpp?: string; ogrn?: string } }>(
    '/v1/suggestion/read/organization',
    { schema: { body: organizationBody }, onRequest: guard, config: access.signedIn, bodyLimit: suggestBodyLimit },
    async (request) => {
      const { inn, kpp, ogrn } = request.body;
      if (kpp && !inn) throw AppError.badRequest(suggestionTexts.kppWithoutInn);
      if (!inn && !ogrn) throw AppError.badRequest(suggestionTexts.innOrOgrnRequired);
      const found = await throughUpstream(request.log, () =>
        provider.findById('party', inn ? { query: inn, ...(kpp ? { kpp } : {}) } : { query: ogrn! }),
      );
      const company = found.find((candidate) => !ogrn || candidate.data.ogrn === ogrn);
      if (!company) throw AppError.notFound(suggestionTexts.organizationNotFound);
      return ok(company);
    },
  );

  app.post<{ Body: { method: SuggestionKind; file_url: string } }>(
    '/v1/suggestion/read/parsefile',
    { schema: { body: parseFileBody }, onRequest: guard, config: access.signedIn, bodyLimit: parseFileBodyLimit },
    async (request) => {
      const { method, file_url: fileUrl } = request.body;
      if (method !== 'party' && method !== 'bank') throw AppError.badRequest(suggestionTexts.parseMethodUnsupported(method));
      let requisites: CardRequisites;
      try {
        requisites = extractRequisites(await cardText(await cardBytes(app, request, fileUrl)));
      } catch (error) {
        if (error instanceof CardFileError) throw AppError.badRequest(error.message);
        throw error;
      }
      const suggestions = await throughUpstream(request.log, () => resolveRequisites(provider, method, requisites));
      if (suggestions === null) throw AppError.badRequest(suggestionTexts.noRequisites(method));
      return ok({ suggestions, requisites });
    },
  );
};

/** The card's bytes: inline, or read from the storage API with the caller's own token, so its access rules apply. */
async function cardBytes(app: FastifyInstance, request: FastifyRequest, fileUrl: string): Promise<Buffer> {
  const source = cardFileSource(fileUrl, request.host);
  if (source.kind === 'inline') return source.bytes;
  const answer = await app.inject({ method: 'GET', url: source.path, headers: { authorization: request.headers.authorization ?? '' } });
  if (answer.statusCode === 200) return answer.rawPayload;
  if (answer.statusCode === 404) throw AppError.notFound(suggestionTexts.fileNotFound);
  if (answer.statusCode === 401 || answer.statusCode === 403) throw AppError.forbidden();
  request.log.warn({ status: answer.statusCode, path: source.path }, 'Хранилище не отдало карточку предприятия');
  throw new AppError(errorCodes.upstreamUnavailable, suggestionTexts.storageUnavailable);
}

/**
 * The companies (by INN with its KPP, else by OGRN) or banks (by BIK) a card names, as suggestions;
 * null when the card names none.
 */
async function resolveRequisites(
  provider: SuggestionProvider,
  method: 'party' | 'bank',
  requisites: CardRequisites,
): Promise<SuggestionOf<'party'>[] | SuggestionOf<'bank'>[] | null> {
  if (method === 'bank') {
    if (requisites.bic.length === 0) return null;
    const banks = await Promise.all(requisites.bic.slice(0, maxLookups).map((bic) => provider.findById('bank', { query: bic })));
    return banks.flatMap((list) => list.slice(0, 1));
  }
  const queries = [
    ...requisites.inn.map(({ inn, kpp }) => ({ query: inn, ...(kpp ? { kpp } : {}) })),
    ...requisites.ogrn.map((ogrn) => ({ query: ogrn })),
  ].slice(0, maxLookups);
  if (queries.length === 0) return null;
  const seen = new Set<string>();
  const companies: SuggestionOf<'party'>[] = [];
  for (const list of await Promise.all(queries.map((query) => provider.findById('party', query)))) {
    const company = list[0];
    if (company && !seen.has(company.data.hid)) {
      seen.add(company.data.hid);
      companies.push(company);
    }
  }
  return companies;
}

export default suggestionRoutes;
