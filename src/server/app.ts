import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import type { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { accessionSettings, type AccessionSettings } from '../domain/accession/accessionSettings';
import { addRuKeywords } from '../domain/ajv/ruKeywords';
import { banksConfig, banksForEnvironment } from '../domain/banks';
import { registerRouteAccess } from './access/routeAccess';
import { authenticate } from './accounts/authenticate';
import type { AccountDeps } from './accounts/deps';
import { defaultLimits, type Limits } from './accounts/limits';
import { RateLimiter } from './accounts/rateLimiter';
import { SessionChecks } from './accounts/sessionChecks';
import { resolveJwtSecret, TokenService } from './accounts/tokens';
import type { ServerConfig } from './config/loadConfig';
import type { Database } from './db/database';
import { registerBankSide, type BankSideOptions } from './bankGateway/registerBankSide';
import { cleanUpSpentRecords } from './db/housekeeping';
import { actDocumentsOf } from './revisions/actDocuments';
import { registerMonthlyForming } from './revisions/monthlyForming';
import { seedDemoRevisions } from './seed/seedDemoRevisions';
import './fastifyTypes';
import { addAnnotationKeywords } from './http/annotationKeywords';
import { clientErrorHandler } from './http/clientError';
import { registerControlCharacterGuard } from './http/controlCharacters';
import { frameworkErrorHandler, registerErrorHandler } from './http/errorHandler';
import { registerNumberBounds } from './http/numberBounds';
import { RequestLogController, requestLogPolicies } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStorableTextGuard } from './http/storableText';
import { requestMeta } from './http/requestMeta';
import { registerNotificationHub } from './hub/registerHub';
import { registerNotifications } from './notifications/registerNotifications';
import { createMessengers } from './messenger/createMessengers';
import { PostOffice, type MessengersByChannel } from './messenger/postOffice';
import accessionRoutes from './routes/accession/index';
import auditRoutes from './routes/audit/index';
import bankRoutes from './routes/banks/index';
import bankApiRoutes from './routes/bankApi/index';
import bgParametersRoutes from './routes/bgparameters/index';
import bgRequestRoutes from './routes/bgrequest/index';
import requestFormRoutes from './routes/bgrequest/requestForm';
import chatRoutes from './routes/chat/index';
import claimRoutes from './routes/claims/index';
import configRoutes from './routes/config/index';
import templateRoutes from './routes/templates/index';
import confirmRoutes from './routes/confirm/index';
import currentUserRoutes from './routes/currentuser/index';
import devRoutes from './routes/dev/index';
import devSignerRoutes from './routes/dev/signer';
import signingRoutes from './routes/signing/index';
import clientRoutes from './routes/clients/index';
import ecpRoutes from './routes/ecp/index';
import { SigningContext, signingSettingsOf } from './signing/SigningContext';
import discussionRoutes from './routes/discussion/index';
import deskRoutes from './routes/desk/index';
import bannerRoutes from './routes/notification/index';
import gridRoutes from './routes/grid/index';
import healthRoutes from './routes/health/index';
import loginRoutes from './routes/login/index';
import logoutRoutes from './routes/logout/index';
import notificationRoutes from './routes/notifications/index';
import offerRoutes from './routes/offers/index';
import organizationRoutes from './routes/organization/index';
import profileRoutes from './routes/profile/index';
import questionnaireFormRoutes from './routes/questionnaire/forms';
import questionnaireRoutes from './routes/questionnaire/index';
import registrationRoutes from './routes/registration/index';
import revisionRoutes from './routes/revisions/index';
import storageRoutes from './routes/storage/index';
import documentsZipRoutes from './routes/documentsZip/index';
import storageUploadRoutes from './routes/storage/uploads';
import suggestionRoutes from './routes/suggestions/index';
import tenderRoutes from './routes/tender/index';
import userRoutes from './routes/user/index';
import employeeRoutes from './routes/employees/index';
import revisionFlowRoutes from './routes/revisionFlow/index';
import { registerStaticApp } from './static/staticApp';

export interface AppOptions {
  config: ServerConfig;
  /** An open, migrated database; its owner closes it after the app. */
  database: Database;
  /** Fastify's logger option; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Carriers to use instead of the ones chosen by environment variables. */
  messengers?: Partial<MessengersByChannel>;
  limits?: Partial<Limits>;
  /**
   * Where dev and demo print a one-time code framed, to stand out in the terminal (main.ts: stdout);
   * without it the code is only logged.
   */
  printDevCode?: (text: string) => void;
  /** The bank gateway's webhooks and the simulator (main.ts reads them from the environment; tests pass their own). */
  bankSide?: BankSideOptions;
  /** The signing context (tests share one, so the test CA is made once per run). */
  signing?: SigningContext;
  /** The editions organisations sign (config/accession.json by default; tests publish new ones). */
  accession?: AccessionSettings;
  /** Forms last month's acts on start and hourly (main.ts; tests form them by hand). */
  revisionScheduler?: boolean;
  /** Demo mode: the demo agency's settlements are seeded when the app is ready, before the scheduler's first pass (seedDemoRevisions). */
  demoRevisions?: boolean;
}

/** JSON bodies of this API are small forms; uploads go through multipart with their own limits. */
export const bodyLimitBytes = 256 * 1024;

/** Default logger: never the Authorization header, never a query string (the hub's access_token rides there). */
export function defaultLogger(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({ method: request.method, url: request.url.split('?')[0], reqId: request.id }),
    },
  };
}

/**
 * The Fastify application as a plugin-style factory: everything but the port. Tests call it and use
 * `app.inject`; main.ts listens.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? defaultLogger(config.server.logLevel),
    // One line per call, at the level of the environment's policy.
    logController: new RequestLogController(requestLogPolicies[config.app.environment]),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.server.trustProxy,
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    ajv: {
      // multipleOfPrecision: a sum in whole kopecks (`multipleOf: 0.01`) is judged with a tolerance; the
      // plain division refused about one valid amount in seven (4850.15 / 0.01 = 485014.99999999994).
      customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: false, verbose: true, allowUnionTypes: true, multipleOfPrecision: 6 },
      // ajv-formats is passed as itself so the compiler does not add it a second time; the others are
      // wrapped because the compiler hands each plugin its own options argument.
      plugins: [addFormats as unknown as (ajv: Ajv) => Ajv, (ajv: Ajv) => addRuKeywords(ajv), (ajv: Ajv) => addAnnotationKeywords(ajv)],
    },
  });

  const revealCodes = config.app.environment !== 'prod';
  const messengers: MessengersByChannel = { ...createMessengers(config.server, app.log, revealCodes, options.printDevCode), ...options.messengers };
  const postOffice = new PostOffice(database.db, messengers, app.log, revealCodes);
  const tokens = new TokenService(await resolveJwtSecret(database.db, config.server.jwtSecret));
  const sessions = new SessionChecks(database.db);
  const accounts: AccountDeps = {
    db: database.db,
    tokens,
    sessions,
    postOffice,
    limiter: new RateLimiter(database.db),
    limits: { ...defaultLimits, ...options.limits },
    switches: config.app,
    publicUrl: config.server.publicUrl,
    accession: { settings: options.accession ?? accessionSettings, banks: banksForEnvironment(banksConfig.banks, config.app.environment) },
  };

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('accounts', accounts);
  app.decorate('signing', options.signing ?? new SigningContext(signingSettingsOf(config)));
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async (request) => {
    if (request.auth) return;
    // A copy per call: the session check may share one row between calls that arrive together.
    request.auth = { ...(await authenticate(sessions, tokens, request.headers.authorization)), origin: requestMeta(request) };
  });
  const routeAccess = registerRouteAccess(app);
  app.decorate('registeredRoutes', routeAccess.routes);
  // Hourly housekeeping; unref'd so it never keeps the process alive, and a failure is only logged.
  const housekeeping = setInterval(() => {
    cleanUpSpentRecords(database.db).catch((error: unknown) => app.log.error({ err: error }, 'Не удалось очистить устаревшие записи'));
  }, 3600 * 1000);
  housekeeping.unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    await postOffice.idle();
    for (const messenger of new Set(Object.values(messengers))) {
      if ('close' in messenger && typeof messenger.close === 'function') messenger.close();
    }
  });

  registerErrorHandler(app);
  registerNumberBounds(app);
  registerControlCharacterGuard(app);
  registerStorableTextGuard(app);
  registerSecurityHeaders(app, config.app.environment, config.app.api_base);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Uploads: each route passes its own limits (files, size) when it reads the parts.
  await app.register(fastifyMultipart);

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(registrationRoutes);
  await app.register(confirmRoutes);
  await app.register(loginRoutes);
  await app.register(userRoutes);
  await app.register(employeeRoutes);
  await app.register(currentUserRoutes);
  await app.register(organizationRoutes);
  await app.register(profileRoutes);
  await app.register(logoutRoutes);
  await app.register(bgRequestRoutes);
  await app.register(questionnaireRoutes);
  await app.register(storageRoutes);
  await app.register(documentsZipRoutes);
  await app.register(requestFormRoutes);
  await app.register(bgParametersRoutes);
  await app.register(questionnaireFormRoutes);
  await app.register(storageUploadRoutes);
  await app.register(suggestionRoutes);
  await app.register(tenderRoutes);
  await app.register(bankApiRoutes);
  registerBankSide(app, options.bankSide);
  await app.register(bankRoutes);
  await app.register(offerRoutes);
  await app.register(discussionRoutes);
  await app.register(chatRoutes);
  await app.register(claimRoutes);
  await app.register(signingRoutes);
  await app.register(clientRoutes);
  await app.register(ecpRoutes);
  await app.register(accessionRoutes);
  await app.register(notificationRoutes);
  await app.register(gridRoutes);
  await app.register(templateRoutes);
  await app.register(bannerRoutes);
  await app.register(deskRoutes);
  await app.register(auditRoutes);
  await app.register(revisionRoutes);
  // onReady hooks run in order: the demo's acts are there before the scheduler looks for last month's.
  if (options.demoRevisions) {
    app.addHook('onReady', async () => {
      const seeded = await seedDemoRevisions({ db: app.database.db, documents: actDocumentsOf(app), hub: app.hub });
      if (seeded.acts.length > 0) app.log.info({ accruals: seeded.accruals, acts: seeded.acts.length }, 'Демонстрационные взаиморасчёты созданы');
    });
  }
  if (options.revisionScheduler) registerMonthlyForming(app, () => actDocumentsOf(app));
  await app.register(revisionFlowRoutes);
  if (config.app.environment !== 'prod') {
    await app.register(devRoutes);
    await app.register(devSignerRoutes);
  }
  await registerNotificationHub(app);
  registerNotifications(app);

  await registerStaticApp(app, config.server.distDir);
  routeAccess.assertDeclared();
  return app;
}
