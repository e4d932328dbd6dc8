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
  listCountries,
  listEquipmentOperated,
  listHighestEducation,
  listRegionsTravelled,
} from '../../data/reference-data-repository.js';
import { licenseClassesOf, licenseConditionsOf, provincesOf } from './dropdowns-service.js';

/** Reference data changes only with a release, so browsers and proxies may keep it for an hour. */
const REFERENCE_DATA_CACHE_CONTROL = 'public, max-age=3600';

/** SPEC §7 "Dropdowns": public lists, the same for everyone, in each list's order. */
export const dropdownsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['dropdowns'];
  const refused = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

  // Only answers are cached, never a refusal.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', REFERENCE_DATA_CACHE_CONTROL);
    return payload;
  });

  app.get(apiPatterns.countries, { schema: { tags, response: { 200: CountryListSchema } } }, () =>
    listCountries(ctx.db),
  );

  app.get(
    apiPatterns.provinces,
    { schema: { tags, params: CountryIdParamsSchema, response: { 200: ProvincesResponseSchema, ...refused } } },
    (request) => provincesOf(ctx.db, request.params.countryId),
  );

  app.get(
    apiPatterns.licenseClasses,
    { schema: { tags, params: ProvinceIdParamsSchema, response: { 200: LicenseClassesResponseSchema, ...refused } } },
    (request) => licenseClassesOf(ctx.db, request.params.provinceId),
  );

  app.get(
    apiPatterns.licenseConditions,
    {
      schema: { tags, params: ProvinceIdParamsSchema, response: { 200: LicenseConditionsResponseSchema, ...refused } },
    },
    (request) => licenseConditionsOf(ctx.db, request.params.provinceId),
  );

  app.get(apiPatterns.highestEducation, { schema: { tags, response: { 200: HighestEducationListSchema } } }, () =>
    listHighestEducation(ctx.db),
  );

  app.get(apiPatterns.regionsTravelled, { schema: { tags, response: { 200: RegionsTravelledListSchema } } }, () =>
    listRegionsTravelled(ctx.db),
  );

  app.get(apiPatterns.equipmentOperated, { schema: { tags, response: { 200: EquipmentOperatedListSchema } } }, () =>
    listEquipmentOperated(ctx.db),
  );
};
