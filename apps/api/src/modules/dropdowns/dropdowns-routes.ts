import {
  apiPatterns,
  CountryIdParamsSchema,
  CountryListSchema,
  EquipmentOperatedListSchema,
  ErrorResponseSchema,
  HighestEducationListSchema,
  LicenseClassesResponseSchema,
  LicenseConditionsResponseSchema,
  ProvinceIdParamsSchema,
  ProvincesResponseSchema,
  RegionsTravelledListSchema,
} from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import {
  countriesIn,
  equipmentOperatedIn,
  highestEducationIn,
  licenseClassesOf,
  licenseConditionsOf,
  provincesOf,
  regionsTravelledIn,
} from './dropdowns-service.js';

/**
 * Reference data changes only with a release, so a browser may keep it for an hour. Its labels are
 * in the caller's language, which a signed-in user's account can set: only the browser keeps it.
 */
const REFERENCE_DATA_CACHE_CONTROL = 'private, max-age=3600';

/** SPEC §7 "Dropdowns": public lists, the same for everyone, in each list's order. */
export const dropdownsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['dropdowns'];
  const refused = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

  // Only answers are cached, never a refusal.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) {
      reply.header('Cache-Control', REFERENCE_DATA_CACHE_CONTROL).header('Vary', 'Accept-Language, Cookie');
    }
    return payload;
  });

  app.get(apiPatterns.countries, { schema: { tags, response: { 200: CountryListSchema } } }, (request) =>
    countriesIn(ctx.db, request.locale()),
  );

  app.get(
    apiPatterns.provinces,
    { schema: { tags, params: CountryIdParamsSchema, response: { 200: ProvincesResponseSchema, ...refused } } },
    (request) => provincesOf(ctx.db, request.params.countryId, request.locale()),
  );

  app.get(
    apiPatterns.licenseClasses,
    { schema: { tags, params: ProvinceIdParamsSchema, response: { 200: LicenseClassesResponseSchema, ...refused } } },
    (request) => licenseClassesOf(ctx.db, request.params.provinceId, request.locale()),
  );

  app.get(
    apiPatterns.licenseConditions,
    {
      schema: { tags, params: ProvinceIdParamsSchema, response: { 200: LicenseConditionsResponseSchema, ...refused } },
    },
    (request) => licenseConditionsOf(ctx.db, request.params.provinceId, request.locale()),
  );

  app.get(
    apiPatterns.highestEducation,
    { schema: { tags, response: { 200: HighestEducationListSchema } } },
    (request) => highestEducationIn(ctx.db, request.locale()),
  );

  app.get(
    apiPatterns.regionsTravelled,
    { schema: { tags, response: { 200: RegionsTravelledListSchema } } },
    (request) => regionsTravelledIn(ctx.db, request.locale()),
  );

  app.get(
    apiPatterns.equipmentOperated,
    { schema: { tags, response: { 200: EquipmentOperatedListSchema } } },
    (request) => equipmentOperatedIn(ctx.db, request.locale()),
  );
};
