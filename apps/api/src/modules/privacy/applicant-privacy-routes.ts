import {
  AdminApplicationIdParamsSchema,
  ApplicantPrivacySchema,
  apiPatterns,
  CONSENT_PURPOSES,
  EmploymentEndSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findApplicationForHiring, findEmploymentEnd, setEmploymentEnd } from '../../data/hiring-repository.js';
import { listHolds } from '../../data/legal-holds-repository.js';
import { consentsOf } from '../../data/privacy-consents-repository.js';
import { findLatestErasure } from '../../data/privacy-requests-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { consentView } from '../../domain/privacy/privacy-requests.js';
import { HttpError } from '../../lib/http-error.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireAdmin } from '../../plugins/auth.js';
import { holdView } from './legal-hold-routes.js';

// The applicant file's privacy panel (decision 031): consents, holds, erasure, and the end of
// employment the DOT retention periods count from.
export const applicantPrivacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin-privacy'];

  app.get(
    apiPatterns.adminApplicationPrivacy,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        response: { 200: ApplicantPrivacySchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const application = await findApplicationForHiring(ctx.db, request.params.id);
      if (!application) throw new HttpError(404, 'privacy.api.notFound');
      const user = await findUserById(ctx.db, application.user_id);
      const consents = await consentsOf(ctx.db, application.user_id);
      const erasure = await findLatestErasure(ctx.db, application.user_id);
      const ended = await findEmploymentEnd(ctx.db, request.params.id);
      return {
        consents: CONSENT_PURPOSES.map((purpose) => consentView(consents, purpose, ctx.now())),
        holds: (await listHolds(ctx.db, application.user_id)).map(holdView),
        erasure: erasure
          ? {
              status: erasure.status,
              received_at: erasure.received_at.toISOString(),
              erase_after: erasure.erase_after?.toISOString() ?? null,
            }
          : null,
        closed_at: user?.closed_at?.toISOString() ?? null,
        employment_ended_on: ended,
      };
    },
  );

  app.put(
    apiPatterns.adminEmploymentEnd,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminApplicationIdParamsSchema,
        body: EmploymentEndSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const application = await findApplicationForHiring(ctx.db, request.params.id);
      if (!application) throw new HttpError(404, 'privacy.api.notFound');
      const ended = request.body.employment_ended_on;
      if (ended !== null && !application.hired_on) throw new HttpError(409, 'privacy.api.notHired');
      if (ended !== null && application.hired_on && ended < application.hired_on)
        throw new HttpError(400, 'privacy.api.endBeforeHire');
      await ctx.db.transaction(async (tx) => {
        await setEmploymentEnd(tx, application.id, ended);
        await recordAudit(tx, admin.id, {
          action: 'privacy.employment_end',
          target_type: 'application',
          target_id: application.id,
          details: { employment_ended_on: ended },
        });
      });
      return answer(said('privacy.api.saved'));
    },
  );
};
