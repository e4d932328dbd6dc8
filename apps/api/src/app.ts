import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@roadhire/shared';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { remindQueriesDue } from './domain/hiring/query-reminders.js';
import { schedulePrivacySweeps } from './domain/privacy/privacy-sweep.js';
import { sweepVerifications } from './domain/verifications/verification-sweep.js';
import { scheduleOrphanSweeps } from './jobs/orphan-uploads.js';
import { createChangeCounter } from './lib/change-counter.js';
import { isApiOrUploadPath } from './lib/private-paths.js';
import { answer, said } from './lib/said.js';
import { redactUrl } from './lib/secret-links.js';
import { describeUploads } from './lib/upload-openapi.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { startMailWorker } from './mail/outbox-worker.js';
import { remindUnsignedReleases } from './mail/release-reminders.js';
import { enqueueDueReminders } from './mail/reminders.js';
import { adminApplicationsRoutes } from './modules/admin-applications/admin-applications-routes.js';
import { signatureRoutes } from './modules/admin-applications/signature-routes.js';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit-routes.js';
import { adminMailRoutes } from './modules/admin-mail/admin-mail-routes.js';
import { adminPositionsRoutes } from './modules/admin-positions/admin-positions-routes.js';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats-routes.js';
import { invitationAcceptRoutes } from './modules/admin-team/invitation-accept-routes.js';
import { memberLimitsRoutes } from './modules/admin-team/member-limits-routes.js';
import { membersRoutes } from './modules/admin-team/members-routes.js';
import { rolesRoutes } from './modules/admin-team/roles-routes.js';
import { adminUsersRoutes } from './modules/admin-users/admin-users-routes.js';
import { applyRoutes } from './modules/apply/apply-routes.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { careersPagesRoutes } from './modules/careers-pages/careers-pages-routes.js';
import { createPageRenderer } from './modules/careers-pages/page-renderer.js';
import { discoveryRoutes } from './modules/discovery/discovery-routes.js';
import { documentsRoutes } from './modules/documents/documents-routes.js';
import { dropdownsRoutes } from './modules/dropdowns/dropdowns-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { clearinghouseRoutes } from './modules/hiring/clearinghouse-routes.js';
import { hiringDriverRoutes } from './modules/hiring/driver-routes.js';
import { unsubscribeRoutes } from './modules/mail/unsubscribe-routes.js';
import { adminMessageRoutes } from './modules/messages/admin-message-routes.js';
import { driverMessageRoutes } from './modules/messages/driver-message-routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes.js';
import { createOpenPositionsCache } from './modules/positions/open-positions-cache.js';
import { positionsRoutes } from './modules/positions/positions-routes.js';
import { adminPrivacyRoutes } from './modules/privacy/admin-privacy-routes.js';
import { correctionRoutes } from './modules/privacy/correction-routes.js';
import { privacyPageRoutes } from './modules/privacy/privacy-page.js';
import { privacyRoutes } from './modules/privacy/privacy-routes.js';
import { profileRoutes } from './modules/profile/profile-routes.js';
import { uploadsRoutes } from './modules/uploads/uploads-routes.js';
import { adminVerificationRoutes } from './modules/verifications/admin-verification-routes.js';
import { investigationPdfRoutes } from './modules/verifications/investigation-pdf-routes.js';
import { verificationRoutes } from './modules/verifications/verification-routes.js';
import { adminOnlyPlugin } from './plugins/admin-only.js';
import { applicantScopePlugin } from './plugins/applicant-scope.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputTextPlugin } from './plugins/input-text.js';
import { investigationAccessPlugin } from './plugins/investigation-access.js';
import { languagePlugin } from './plugins/language.js';
import { permissionsPlugin } from './plugins/permissions.js';
import { securityPlugin } from './plugins/security.js';
import { createFileStorage } from './storage/create-storage.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass their own; otherwise built from config (SMTP or outbox). */
  mailer?: Mailer;
  /** How often the unused resumes are swept; tests shorten it. */
  orphanSweepEveryMs?: number;
  /** The clock of retention and erasure; tests pass one they move. */
  clock?: () => Date;
}

/** Builds the whole app without listening, so tests use exactly what production runs (STYLE). */
export async function buildApp({
  config,
  database,
  mailer,
  orphanSweepEveryMs,
  clock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Fastify's own request fields, with the address's tokens and signatures blanked.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    bodyLimit: 1024 * 1024,
    // The client address a signature records (decision 016): behind a proxy only when told so.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const positionChanges = createChangeCounter();
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
        logLinks: config.env !== 'production',
      }),
    storage: await createFileStorage(config.storage),
    positionChanges,
    openPositions: createOpenPositionsCache(database.db, positionChanges),
    mailWorker: { wake: () => {} },
    now: clock ?? (() => new Date()),
  };
  // Decision 018: this process sends the outbox unless told to leave it to others (MAIL_WORKER).
  const worker = config.mail.workerEnabled
    ? startMailWorker({
        db: database.db,
        mailer: ctx.mailer,
        config: config.mail,
        log: app.log,
        onRound: reminderRound(ctx),
      })
    : undefined;
  if (worker) ctx.mailWorker = worker;
  // Shared rate limits when several processes serve the portal (decision 020).
  // Loaded only then, as the S3 client is: a start on embedded defaults needs neither.
  const redis = config.redisUrl
    ? await (await import('./lib/redis-client.js')).connectRedis(config.redisUrl, app.log)
    : undefined;
  // Every process sweeps; the sweep's row locks keep them apart (jobs/orphan-uploads.ts).
  let stopSweeps: (() => Promise<void>) | undefined;
  let stopPrivacySweeps: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const sweep = { db: ctx.db, storage: ctx.storage, days: config.orphanUploadDays };
    stopSweeps = scheduleOrphanSweeps(sweep, app.log, { everyMs: orphanSweepEveryMs });
    // Retention and erasure (decision 031): daily, once the carrier turns it on.
    if (config.privacy.sweepEnabled) stopPrivacySweeps = schedulePrivacySweeps(ctx, app.log);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await stopSweeps?.();
    await stopPrivacySweeps?.();
    await ctx.mailer.close();
    await ctx.storage.close();
    redis?.disconnect();
  });

  // External plugins, then ours, then routes (STYLE: the Fastify app is a plugin).
  // Phones on slow networks: compress anything over 1 KB that the client accepts compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Roadhire API', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: describeUploads(jsonSchemaTransform),
  });
  const https = config.publicUrl.startsWith('https:');
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Over plain http (a laptop, a test), upgrading would break the page's own assets.
    transformStaticCSP: (csp) => (https ? csp : csp.replace('upgrade-insecure-requests;', '')),
  });
  await app.register(securityPlugin, { https, redis });
  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  await app.register(authPlugin, { db: database.db, secret: config.jwtSecret });
  await app.register(languagePlugin);
  // DESIGN: uploads are one PDF of at most 10 MB (413 past it).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });

  await app.register(healthRoutes, { ctx, ping: database.ping, redis });
  await app.register(authRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(positionsRoutes, { ctx });
  await app.register(applyRoutes, { ctx });
  await app.register(uploadsRoutes, { ctx });
  await app.register(documentsRoutes, { ctx });
  await app.register(dropdownsRoutes, { ctx });
  await app.register(onboardingRoutes, { ctx });
  await app.register(signatureRoutes, { ctx });
  await app.register(hiringDriverRoutes, { ctx });
  await app.register(driverMessageRoutes, { ctx });
  await app.register(unsubscribeRoutes, { ctx });
  await app.register(verificationRoutes, { ctx });
  await app.register(privacyRoutes, { ctx });
  await app.register(privacyPageRoutes, { ctx });
  await app.register(invitationAcceptRoutes, { ctx });
  // The admin area, role 1 only: every /api/admin route is registered in this scope, behind its
  // hook (plugins/admin-only.ts); each route checks again where it needs the administrator.
  await app.register(async (admin) => {
    await admin.register(adminOnlyPlugin);
    // The investigation file (49 CFR 391.53): its routes, by prefix, need the account's permission.
    await admin.register(investigationAccessPlugin, { db: ctx.db });
    // What the caller's role permits: every route below gets its permission from ROUTE_PERMISSIONS
    // (plugins/route-permissions.ts), and one the table misses stops the start (issue 43).
    await admin.register(permissionsPlugin, { db: ctx.db, adminEmail: config.admin?.email });
    // A route about one applicant outside the caller's limits answers 404 (issue 43, decision 033).
    await admin.register(applicantScopePlugin, { db: ctx.db, adminEmail: config.admin?.email });
    await admin.register(adminApplicationsRoutes, { ctx });
    await admin.register(adminMessageRoutes, { ctx });
    await admin.register(adminPositionsRoutes, { ctx });
    await admin.register(adminUsersRoutes, { ctx });
    await admin.register(rolesRoutes, { ctx });
    await admin.register(memberLimitsRoutes, { ctx });
    await admin.register(membersRoutes, { ctx });
    await admin.register(adminStatsRoutes, { ctx });
    await admin.register(adminAuditRoutes, { ctx });
    await admin.register(adminMailRoutes, { ctx });
    await admin.register(clearinghouseRoutes, { ctx });
    await admin.register(adminVerificationRoutes, { ctx });
    await admin.register(investigationPdfRoutes, { ctx });
    await admin.register(adminPrivacyRoutes, { ctx });
    await admin.register(correctionRoutes, { ctx });
  });
  await app.register(discoveryRoutes, { ctx });

  const renderCareersPage = createPageRenderer(config.webDistDir);
  if (renderCareersPage) await app.register(careersPagesRoutes, { ctx, render: renderCareersPage });
  registerWebApp(app, config.webDistDir);
  return app;
}

/** Reminders are looked for once a minute, not on every round of the worker. */
const REMINDER_SCAN_INTERVAL_MS = 60_000;

function reminderRound(ctx: AppContext): () => Promise<void> {
  let last = 0;
  return async () => {
    if (Date.now() - last < REMINDER_SCAN_INTERVAL_MS) return;
    last = Date.now();
    await enqueueDueReminders(ctx);
    // Previous-employer checks: their reminders and the carrier's deadline (decision 030).
    await sweepVerifications(ctx);
    // The releases those checks wait for, which only the driver can sign.
    await remindUnsignedReleases(ctx, ctx.now());
    // The hired drivers' Clearinghouse queries coming due (decision 029).
    await remindQueriesDue(ctx, ctx.now());
  };
}

/**
 * Serves the built web app; any page path the API and the careers pages do not own gets index.html
 * (the browser renders those pages itself). A missing file (`/assets/old-chunk.js`, asked for by a
 * tab opened before a deploy or served by a process of the other version) answers 404: as HTML
 * it would break as a script, where a 404 lets the page reload into the current version.
 */
function registerWebApp(app: FastifyInstance, webDistDir: string): void {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      !hasWebApp ||
      isApiOrUploadPath(request.url) ||
      isFilePath(request.url) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(answer(said('api.notFound')));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/** A request for a file (its last segment has an extension) rather than for a page of the app. */
function isFilePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}
