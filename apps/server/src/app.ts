import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { createJobs } from './lib/jobs/index.ts';
import { createRealtime } from './lib/realtime/index.ts';
import { registerApiContract } from './lib/http/api-docs.ts';
import { BODY_LIMIT_BYTES, registerJsonLimits } from './lib/request-limits.ts';
import { createLinkOrigin } from './lib/link-origin.ts';
import { libraryLogger, loggerOptions } from './lib/logging.ts';
import { registerOriginCheck } from './lib/origin-check.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { messages } from '@dorsal/core';
import { createStorage } from './adapters/storage/storage-settings.ts';
import { registerFilesRoute } from './adapters/storage/files-route.ts';
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts';
import type { MailTransport } from './adapters/mail/mail-transport.ts';
import { createAuth } from './modules/accounts/auth.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createCurrentUser } from './modules/accounts/current-user.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { createOutboxDelivery } from './modules/mail/outbox-delivery.ts';
import { DEV_MAILBOX_PAGE, registerDevMailboxRoutes } from './modules/mail/mail.routes.ts';
import { passwordResetMail } from './modules/mail/templates/password-reset.ts';
import { createSitesModule } from './modules/sites/sites.module.ts';
import { createSiteHtml } from './modules/sites/site-html.ts';
import { createViewsModule } from './modules/views/views.module.ts';
import { createFinishVideosModule } from './modules/finish-videos/finish-videos.module.ts';
import { createPhotosModule } from './modules/photos/photos.module.ts';
import { createPhotoFindingModule, createResultPhotos } from './modules/photos/finding/finding.module.ts';
import { createChallengesModule } from './modules/challenges/challenges.module.ts';
import compress from '@fastify/compress';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createEventAccess } from './modules/events/event-access.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { createResultsRepository } from './modules/results/results.repository.ts';
import { resultsEventOf } from './modules/results/results-topic.ts';
import { createEventSetupRepository } from './modules/events/setup/event/event-setup.repository.ts';
import { createEventSetupService } from './modules/events/setup/event/event-setup.service.ts';
import { registerEventSetupRoutes } from './modules/events/setup/event/event-setup.routes.ts';
import { createModalitySetupRepository } from './modules/events/setup/modalities/modality-setup.repository.ts';
import { createModalitySetupService } from './modules/events/setup/modalities/modality-setup.service.ts';
import { registerModalitySetupRoutes } from './modules/events/setup/modalities/modality-setup.routes.ts';
import { createCheckpointSetupRepository } from './modules/events/setup/checkpoints/checkpoint-setup.repository.ts';
import { createCheckpointSetupService } from './modules/events/setup/checkpoints/checkpoint-setup.service.ts';
import { registerCheckpointSetupRoutes } from './modules/events/setup/checkpoints/checkpoint-setup.routes.ts';
import { createDiscountCodesRepository } from './modules/events/setup/money/discount-codes.repository.ts';
import { createDiscountCodesService } from './modules/events/setup/money/discount-codes.service.ts';
import { registerDiscountCodeRoutes } from './modules/events/setup/money/discount-codes.routes.ts';
import { createRegistrationRulesRepository } from './modules/events/setup/rules/registration-rules.repository.ts';
import { createRegistrationRulesService } from './modules/events/setup/rules/registration-rules.service.ts';
import { registerRegistrationRulesRoutes } from './modules/events/setup/rules/registration-rules.routes.ts';
import { registerRegistrationSetupRoutes } from './modules/events/setup/registration-setup.routes.ts';
import { createResultsService } from './modules/results/results.service.ts';
import { createResultCertificates } from './modules/results/result-certificate.ts';
import { createResultTeamRepository } from './modules/results/result-team.repository.ts';
import { registerResultRoutes } from './modules/results/results.routes.ts';
import { registerResultStreamRoutes } from './modules/results/results-stream.routes.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import { registerImportRoutes } from './modules/imports/imports.routes.ts';
import { createPaymentProvider, type ConfiguredPayments } from './adapters/payments/payment-settings.ts';
import { createWearables, type ConfiguredWearables } from './adapters/wearables/wearable-settings.ts';
import { createTokenCipher } from './adapters/wearables/token-cipher.ts';
import { createGarminService } from './modules/challenges/wearables/garmin/garmin.service.ts';
import { registerGarminRoutes } from './modules/challenges/wearables/garmin/garmin.routes.ts';
import { createRegistrationModule } from './modules/registration/registration.module.ts';
import { registerRegistrationRoutes } from './modules/registration/registration.routes.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { createTimingModule } from './modules/timing/timing.module.ts';
import { registerTimingRoutes } from './modules/timing/timing.routes.ts';
import { createRegistrantsModule } from './modules/registrants/registrants.module.ts';
import { registerRegistrantRoutes } from './modules/registrants/registrants.routes.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { registerStaffRoutes } from './modules/staff/staff.routes.ts';
import { createOrganizersModule } from './modules/organizers/organizers.module.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Folder of the built web app; served with SPA fallback when it exists. */
  webDist?: string;
  /** Overrides the SMTP transport (tests). */
  mailTransport?: MailTransport;
  /** Request and error log (redacted: lib/logging.ts); `stream` sends it there instead of stdout (tests). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  authAttemptsPerMinute?: number;
  /** The job worker (mail delivery, expiry sweep, pruning); tests switch it off and run jobs themselves. */
  runJobs?: boolean;
  /** Overrides the payment provider of `config.payments` (tests: a Conekta adapter on the fake server). */
  payments?: ConfiguredPayments;
  /** Overrides the wearables adapter of `config.wearables` (tests: the Garmin adapter on the fake Garmin). */
  wearables?: ConfiguredWearables;
}

/** Wires every module once; tests build the same app on their own database. */
export async function buildApp({ config, db, webDist, mailTransport, logger = false, authAttemptsPerMinute = config.authAttemptsPerMinute, runJobs = true, payments, wearables }: AppOptions) {
  const app: FastifyInstance = Fastify({
    logger: logger ? loggerOptions(logger === true ? undefined : logger.stream) : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
  });
  registerErrorHandler(app);
  await registerApiContract(app, { publicUrl: config.publicUrl });
  registerJsonLimits(app);
  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(rateLimit, { global: false });
  await app.register(compress, { global: true, threshold: 2048, encodings: ['gzip', 'deflate'] });

  const realtime = await createRealtime(db, { onError: (err) => app.log.error({ err }, 'realtime') });
  const jobs = createJobs(db, { onError: (err, msg) => app.log.error({ err }, msg) });
  jobs.every('realtime.prune', 60 * 60_000, { run: () => realtime.prune() });

  const storage = createStorage(config.storage, config.dataDir);
  const outbox = createOutboxRepository(db);
  const linkOrigin = createLinkOrigin(config);
  const baseUrl = linkOrigin.base;
  const trustedOrigins = [baseUrl, ...config.appHosts.flatMap((host) => [`http://${host}:${config.port}`, `https://${host}`])];
  const accountsRepository = createAccountsRepository(db);
  const auth = createAuth({
    db,
    secret: config.authSecret,
    baseUrl,
    trustedOrigins,
    log: libraryLogger(app.log, 'better-auth'),
    sendPasswordReset: async ({ userId, email, firstNames, token, resetPage }) => {
      await accountsRepository.discardOlderResetTokens(userId, token);
      const link = `${resetPage}?token=${encodeURIComponent(token)}`;
      await outbox.insert(passwordResetMail({ to: email, firstNames, link }));
    },
  });
  const accounts = createAccountsService({ auth, accounts: accountsRepository, storage });
  const currentUser = createCurrentUser(accounts);

  const eventsRepository = createEventsRepository(db);
  const requireEventAccess = createEventAccess({ events: eventsRepository });
  const events = createEventsService({ events: eventsRepository, requireEventAccess, onStatusChanged: (eventId) => results.forgetVersion(eventId) });
  const resultsRepository = createResultsRepository(db);
  const results = createResultsService({ results: resultsRepository, events: eventsRepository, eventsService: events, cacheBytes: config.resultsCacheBytes, photosOf: createResultPhotos(db), finishVideoOf: (eventId, arrivedAt) => finishVideos.forArrival(eventId, arrivedAt) });
  // Every instance forgets a results version as soon as any instance publishes a change to it.
  realtime.observe((topic) => {
    if (topic === null) return results.forgetVersion();
    const eventId = resultsEventOf(topic);
    if (eventId !== null) results.forgetVersion(eventId);
  });
  const imports = createImportsService({
    db,
    events: eventsRepository,
    eventsService: events,
    results: resultsRepository,
    requireEventAccess,
    onResultsChanged: (eventId) => results.forgetVersion(eventId),
  });

  registerAccountRoutes(app, { accounts, currentUser, authAttemptsPerMinute, authAttemptsPerAccountPerMinute: config.authAttemptsPerAccountPerMinute, linkOrigin });
  registerEventRoutes(app, { events, currentUser });
  const setupRepository = createEventSetupRepository(db);
  const { organizers, repository: organizersRepository, requireOrganizerAccess } = createOrganizersModule(app, { db, storage, currentUser });
  const sitesModule = createSitesModule(app, { db, storage, currentUser, requireOrganizerAccess, appHosts: config.appHosts });
  const setup = createEventSetupService({ db, setup: setupRepository, requireEventAccess, storage, organizerForNewEvent: organizers.forNewEvent });
  registerEventSetupRoutes(app, { setup, currentUser });

  registerResultRoutes(app, { results, events: eventsRepository, resultsRepository, currentUser, requireEventAccess, renderCertificate: createResultCertificates({ results, storage, teams: createResultTeamRepository(db) }), linkOrigin });
  registerResultStreamRoutes(app, { events: eventsRepository, realtime });
  createViewsModule(app, { db, events: eventsRepository, results, setup: setupRepository, requireEventAccess, currentUser });
  const finishVideos = createFinishVideosModule(app, { db, storage, setup: setupRepository, requireEventAccess, currentUser, jobs });
  createPhotosModule(app, { db, storage, jobs, requireEventAccess, currentUser, dataDir: config.dataDir });
  createPhotoFindingModule(app, { db, storage, events: eventsRepository, results, setup: setupRepository, requireEventAccess, currentUser, rendersPerMinute: config.photoRendersPerMinute });
  registerImportRoutes(app, { imports, currentUser });
  const timing = createTimingModule({
    db,
    events: eventsRepository,
    eventsService: events,
    results: resultsRepository,
    setup: setupRepository,
    requireEventAccess,
    resultsVersion: (eventId) => results.version(eventId),
    onResultsChanged: (eventId) => results.forgetVersion(eventId),
    onModalityRanked: (eventId, version, code, modalityVersion, rows) => results.adoptModalityRanking(eventId, version, code, modalityVersion, rows),
    outbox,
    baseUrl,
  });
  registerTimingRoutes(app, { timing, currentUser });
  registerStaffRoutes(app, { staff: createStaffService({ db, staff: createStaffRepository(db), outbox, requireEventAccess, baseUrl }), currentUser });

  const provider = payments ?? createPaymentProvider(config.payments);
  const registration = createRegistrationModule({ db, outbox, storage, provider, baseUrl, requireEventAccess, limits: config.registrationLimits, production: config.production });
  const registrants = createRegistrantsModule({ db, requireEventAccess, realtime, payments: registration.payments, transitions: registration.transitions });
  registerRegistrantRoutes(app, { registrants, currentUser, realtime });
  const modalitySetup = createModalitySetupService({
    db,
    modalities: createModalitySetupRepository(db),
    setup: setupRepository,
    requireEventAccess,
    onChanged: registration.forgetConfig,
  });
  registerModalitySetupRoutes(app, { modalities: modalitySetup, currentUser });
  registerCheckpointSetupRoutes(app, {
    checkpoints: createCheckpointSetupService({ db, checkpoints: createCheckpointSetupRepository(db), setup: setupRepository, requireEventAccess }),
    currentUser,
  });
  const discountCodes = createDiscountCodesService({
    db,
    codes: createDiscountCodesRepository(db),
    setup: setupRepository,
    requireEventAccess,
    onChanged: registration.forgetConfig,
  });
  registerDiscountCodeRoutes(app, { codes: discountCodes, currentUser });
  const registrationRules = createRegistrationRulesService({
    db,
    rules: createRegistrationRulesRepository(db),
    setup: setupRepository,
    requireEventAccess,
    onChanged: registration.forgetConfig,
  });
  registerRegistrationRulesRoutes(app, { rules: registrationRules, currentUser });
  registerRegistrationSetupRoutes(app, { db, setup: setupRepository, storage, requireEventAccess, currentUser, onChanged: registration.forgetConfig });
  registerRegistrationRoutes(app, { registration: registration.service, desk: registration.desk, currentUser, linkOrigin, limits: config.registrationLimits, siteLinkFor: sitesModule.siteLinkFor });
  const challenges = createChallengesModule(app, { db, storage, currentUser, outbox, payments: provider, baseUrl, realtime });
  const garmin = createGarminService({
    db,
    wearables: wearables ?? createWearables(config.wearables ?? { provider: 'sandbox' }),
    available: wearables !== undefined || config.wearables?.provider !== 'sandbox' || config.wearables.enabled !== false,
    cipher: createTokenCipher(config.authSecret),
    callbackUrl: `${baseUrl}/api/garmin/callback`,
  });
  registerGarminRoutes(app, { garmin, currentUser });
  await registerPaymentRoutes(app, {
    provider,
    handlePaymentEvent: async (event) => ((await challenges.handlePaymentEvent(event)) ? 'processed' : registration.handlePaymentEvent(event)),
  });

  const transport = mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined);
  const deliverDueMails = transport ? createOutboxDelivery({ db, outbox, transport, from: config.mailFrom }) : null;
  if (deliverDueMails) jobs.every('mail.deliver-outbox', 2_000, { run: deliverDueMails });
  // Without a transport in development, mails stay in the outbox for the mailbox; production refuses to start so.
  const devMailbox = !deliverDueMails && !config.production;
  if (devMailbox) registerDevMailboxRoutes(app, { outbox, currentUser });
  jobs.every('registration.expire-due', 60_000, { run: () => registration.expireDueRegistrations() });
  if (runJobs) await jobs.start();

  registerFilesRoute(app, storage);
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false });

  const siteHtml = hasWeb ? createSiteHtml({ webDist: webDist!, site: sitesModule.publicSites.site }) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/files/');
    const missingPage = !devMailbox && request.url.split('?')[0]!.replace(/\/+$/, '') === DEV_MAILBOX_PAGE;
    const host = request.hostname.toLowerCase();
    if (siteHtml && wantsPage && !config.appHosts.includes(host)) return reply.type('text/html').header('cache-control', 'no-cache').send(await siteHtml(host, request.url));
    const toSite = wantsPage && config.appHosts.includes(host) ? await sitesModule.shortPathRedirect(request) : null;
    if (toSite) return reply.redirect(toSite, 302);
    if (hasWeb && wantsPage) return reply.status(missingPage ? 404 : 200).type('text/html').header('cache-control', 'no-cache').sendFile('index.html', webDist!);
    return reply.status(404).send({ error: { code: 'not_found', message: messages.common.notFound } });
  });

  app.addHook('preClose', async () => realtime.endStreams());
  app.addHook('onClose', async () => {
    await jobs.stop();
    registration.close();
    await realtime.close();
    transport?.close();
  });

  return { app, services: { accounts, accountsRepository, organizersRepository, sitesRepository: sitesModule.repository, outbox, auth, deliverDueMails, jobs, realtime, events, eventsRepository, results, resultsRepository, imports, timing, storage, registration, payments: provider } };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
