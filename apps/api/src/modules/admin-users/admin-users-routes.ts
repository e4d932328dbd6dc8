import {
  AdminPermissionsChangeSchema,
  AdminRoleChangeSchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  apiPatterns,
  ErrorResponseSchema,
  MemberActiveChangeSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { requireAdmin } from '../../plugins/auth.js';
import { changeActive, changePermissions, changeRole, listAccounts } from './admin-users-service.js';

// Accounts and roles (SPEC §6), administrators only.
export const adminUsersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];

  app.get(
    apiPatterns.adminUsers,
    {
      schema: {
        tags,
        security: bearerSecurity,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return listAccounts(ctx, await app.applicantScopeOf(admin.id), request.query);
    },
  );

  // Grant (1) or remove (2) the administrator role; the last administrator keeps it (409).
  app.put(
    apiPatterns.adminUserRole,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminUserIdParamsSchema,
        body: AdminRoleChangeSchema,
        response: { 200: AdminUserSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return changeRole(ctx, admin.id, request.params.id, request.body.role);
    },
  );

  // The investigation file's permission (49 CFR 391.53); only an account holding it may change it.
  app.put(
    apiPatterns.adminUserPermissions,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminUserIdParamsSchema,
        body: AdminPermissionsChangeSchema,
        response: { 200: AdminUserSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return changePermissions(ctx, admin.id, request.params.id, request.body.can_view_investigations);
    },
  );

  // Deactivate (false) or reactivate a member of the team (decision 033): their sessions end at
  // once and their applicants go back to the queue; never oneself nor the ADMIN_EMAIL administrator (409).
  app.put(
    apiPatterns.adminUserActive,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: AdminUserIdParamsSchema,
        body: MemberActiveChangeSchema,
        response: { 200: AdminUserSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return changeActive(ctx, admin.id, request.params.id, request.body.active);
    },
  );
};
