import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { applicantPrivacyRoutes } from './applicant-privacy-routes.js';
import { incidentRoutes } from './incident-routes.js';
import { legalHoldRoutes } from './legal-hold-routes.js';
import { privacyRegisterRoutes } from './privacy-register-routes.js';

// The carrier's side of a driver's data (decision 031), a plugin per register: the sweep and the
// requests, legal holds, the confidentiality incidents, and the applicant file's privacy panel.
export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(privacyRegisterRoutes, { ctx });
  await app.register(legalHoldRoutes, { ctx });
  await app.register(incidentRoutes, { ctx });
  await app.register(applicantPrivacyRoutes, { ctx });
};
