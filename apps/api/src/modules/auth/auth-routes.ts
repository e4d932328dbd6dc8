import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { passwordRoutes } from './password-routes.js';
import { signInRoutes } from './sign-in-routes.js';

/** The public account routes, one plugin per concern, all without a prefix. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(signInRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
};
