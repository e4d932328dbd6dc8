import {
  AdminMeSchema,
  apiPatterns,
  ErrorResponseSchema,
  MessageResponseSchema,
  PermissionListSchema,
  RoleBodySchema,
  RoleIdParamsSchema,
  RoleListSchema,
  RoleSchema,
  translatorFor,
} from '@roadhire/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authenticatedErrors, bearerSecurity } from '../../lib/route-schemas.js';
import { answer, said } from '../../lib/said.js';
import { requireAdmin } from '../../plugins/auth.js';
import { addRole, deleteRole, editRole, memberSelf, permissionList, roleList } from './roles-service.js';

// The team's permissions and roles (issue 43): the fixed list, and roles as named sets of it, behind
// the `team` permission (`plugins/route-permissions.ts`).
export const rolesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin'];
  /** The caller, with what they hold: a role may be given only what its editor holds. */
  const editorOf = async (request: FastifyRequest) => {
    const admin = requireAdmin(request);
    return { id: admin.id, permissions: await app.permissionsOf(admin.id) };
  };
  const translator = (request: FastifyRequest) => translatorFor(request.locale());

  // The caller's own role and permissions, which the screens follow; any member may ask.
  app.get(
    apiPatterns.adminMe,
    { schema: { tags, security: bearerSecurity, response: { 200: AdminMeSchema, ...authenticatedErrors } } },
    async (request) => {
      const admin = requireAdmin(request);
      return memberSelf(ctx, admin.id, await app.permissionsOf(admin.id), await translator(request));
    },
  );

  app.get(
    apiPatterns.adminPermissions,
    {
      schema: { tags, security: bearerSecurity, response: { 200: PermissionListSchema, ...authenticatedErrors } },
    },
    async (request) => permissionList(await translator(request)),
  );

  app.get(
    apiPatterns.adminRoles,
    {
      schema: { tags, security: bearerSecurity, response: { 200: RoleListSchema, ...authenticatedErrors } },
    },
    async (request) => roleList(ctx, await translator(request)),
  );

  app.post(
    apiPatterns.adminRoles,
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: RoleBodySchema,
        response: { 201: RoleSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request, reply) => {
      const role = await addRole(ctx, await editorOf(request), request.body, await translator(request));
      return reply.status(201).send(role);
    },
  );

  // A whole role: its name and its permissions. The presets cannot be changed (409).
  app.put(
    apiPatterns.adminRole,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: RoleIdParamsSchema,
        body: RoleBodySchema,
        response: { 200: RoleSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) =>
      editRole(ctx, await editorOf(request), request.params.id, request.body, await translator(request)),
  );

  // Neither a preset nor a role someone holds can be deleted (409).
  app.delete(
    apiPatterns.adminRole,
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: RoleIdParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorResponseSchema, ...authenticatedErrors },
      },
    },
    async (request) => {
      await deleteRole(ctx, await editorOf(request), request.params.id);
      return answer(said('team.api.roleDeleted'));
    },
  );
};
