import { Readable } from 'node:stream';
import {
  AdminApplicantFileSchema,
  AdminApplicationEventSchema,
  AdminApplicationFiltersSchema,
  AdminApplicationIdParamsSchema,
  AdminApplicationListQuerySchema,
  AdminApplicationListSchema,
  AdminContactRecordSchema,
  AdminContactSchema,
  AdminNoteSchema,
  AdminOwnerChangeSchema,
  AdminOwnerResultSchema,
  AdminPossibleOwnersSchema,
  AdminStageChangeResultSchema,
  AdminStageChangeSchema,
  apiPatterns,
  ErrorResponseSchema,
  SignatureVerificationSchema,
  StageMessagePreviewSchema,
  StageMessageQuerySchema,
  TimelineQuerySchema,
  TimelineSchema,
  translatorFor,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { applicantFile, recordApplicationPdf } from '../../domain/application-file/applicant-file.js';
import { applicationPdf, applicationPdfFileName } from '../../domain/application-file/application-pdf.js';
import { addNote, changeStage, stageMessagePreview } from '../../domain/hiring/recruiter-stages.js';
import { claimApplication, possibleOwnersOf, reassignApplication } from '../../domain/ownership/application-owner.js';
import { printableApplicantFile } from '../../domain/signing/file-as-signed.js';
import { verifySignature } from '../../domain/signing/sign-application.js';
import { logContact } from '../../domain/timeline/contacts.js';
import { readTimeline, timelineReader } from '../../domain/timeline/timeline.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
import { investigationViewOf } from '../../plugins/investigation-access.js';
import { refuseUnlessHeld } from '../../plugins/permissions.js';
import { listApplications } from './admin-applications-service.js';
import { applicantsCsv, recordExport } from './applicants-csv.js';

// The admin applicants (decision 008), administrators only: 401 anonymous, 403 for candidates.
export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminApplications,
    {
      schema: {
        tags,
        security: bearerSecurity,
        querystring: AdminApplicationListQuerySchema,
        response: { 200: AdminApplicationListSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return listApplications(ctx, { id: admin.id, scope: await app.applicantScopeOf(admin.id) }, request.query);
    },
  );

  // The filtered list, unpaged, as a spreadsheet-safe CSV file streamed as it is read.
  app.get(
    apiPatterns.adminApplicationsCsv,
    {
      schema: {
        tags,
        security: bearerSecurity,
        querystring: AdminApplicationFiltersSchema,
        produces: ['text/csv'],
        // A stream is sent as is, never serialised.
        response: { 200: z.unknown().describe('The CSV file (text/csv)'), ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const viewer = { id: admin.id, scope: await app.applicantScopeOf(admin.id) };
      await recordExport(ctx, admin.id, request.query);
      // In the recruiter's language: their account's, else the page's (decision 032).
      const translator = await translatorFor(request.locale());
      const day = new Date().toISOString().slice(0, 10);
      return downloadHeaders(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: `applicants-${day}.csv`,
        disposition: 'attachment',
      }).send(Readable.from(applicantsCsv(ctx, viewer, request.query, translator)));
    },
  );

  app.get(
    apiPatterns.adminApplication,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: AdminApplicantFileSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return applicantFile(ctx, request.params.id);
    },
  );

  // One whole application, printable for the driver's file.
  app.get(
    apiPatterns.adminApplicationPdf,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        produces: ['application/pdf'],
        // The bytes are sent as they are, never serialised.
        response: {
          200: z.unknown().describe('The application as a PDF file (application/pdf)'),
          ...authenticatedErrors,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { file, shownTexts, locale } = await printableApplicantFile(ctx, request.params.id);
      const pdf = await applicationPdf(file, {
        companyName: ctx.config.brand.companyName,
        timeZone: ctx.config.timeZone,
        shownTexts,
        locale,
      });
      await recordApplicationPdf(ctx, admin.id, file.application.id);
      return downloadHeaders(reply, {
        contentType: 'application/pdf',
        fileName: applicationPdfFileName(file.application.id, file.profile.last_name),
        disposition: 'attachment',
      }).send(pdf);
    },
  );

  app.put(
    apiPatterns.adminApplicationStatus,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: AdminStageChangeSchema,
        response: { 200: AdminStageChangeResultSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      // Recording a hire is the hiring step (issue 43); the other moves are acting on the applicant.
      if (request.body.stage === 'hired') await refuseUnlessHeld(request, 'hiring');
      return changeStage(ctx, admin.id, request.params.id, request.body);
    },
  );

  app.get(
    apiPatterns.adminApplicationStageMessage,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        querystring: StageMessageQuerySchema,
        response: { 200: StageMessagePreviewSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return stageMessagePreview(ctx, request.params.id, request.query.stage);
    },
  );

  app.post(
    apiPatterns.adminApplicationNotes,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: AdminNoteSchema,
        response: { 201: AdminApplicationEventSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await addNote(ctx, admin.id, request.params.id, request.body.note));
    },
  );

  // The caller takes the applicant from the "Unassigned" queue; 409 naming the member who owns it.
  app.post(
    apiPatterns.adminApplicationClaim,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: AdminOwnerResultSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return claimApplication(ctx, admin.id, request.params.id);
    },
  );

  app.put(
    apiPatterns.adminApplicationOwner,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: AdminOwnerChangeSchema,
        response: { 200: AdminOwnerResultSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reassignApplication(ctx, admin.id, request.params.id, request.body);
    },
  );

  // Whom the applicant may be given to: the members a reassignment would accept, by name.
  app.get(
    apiPatterns.adminApplicationOwners,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: AdminPossibleOwnersSchema, ...authenticatedErrors },
      },
    },
    async (request) => ({ items: await possibleOwnersOf(ctx, request.params.id) }),
  );

  // A call, voicemail, text or mail to the driver, logged by hand; it stops the first-contact clock.
  app.post(
    apiPatterns.adminApplicationContacts,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: AdminContactSchema,
        response: { 201: AdminContactRecordSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await logContact(ctx, admin.id, request.params.id, request.body));
    },
  );

  // Everything said and done with the applicant, newest first; the investigation file's entries
  // only for a member who may read it, each such read audited.
  app.get(
    apiPatterns.adminApplicationTimeline,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        querystring: TimelineQuerySchema,
        response: { 200: TimelineSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const reader = await timelineReader(ctx, admin.id, investigationViewOf(request));
      return readTimeline(ctx, reader, request.params.id, request.query);
    },
  );

  // Recomputes the signed snapshot's hash (decision 016).
  app.post(
    apiPatterns.adminSignatureVerify,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: SignatureVerificationSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return verifySignature(ctx, admin.id, request.params.id);
    },
  );
};
