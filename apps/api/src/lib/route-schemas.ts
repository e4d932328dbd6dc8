import { ErrorResponseSchema } from '@roadhire/shared';

/** OpenAPI: the route takes `Authorization: Bearer <jwt>`. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The errors every authenticated route may answer, each as `{ message }`. */
export const authenticatedErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
