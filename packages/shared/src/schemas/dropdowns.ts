import { z } from 'zod';
import { IdParamSchema } from './common.js';

// SPEC §3 "Dropdown entities" and §7 "Dropdowns": the exact shapes the forms read, each option with
// its `label`, the name or description in the caller's language. A form shows the label and sends
// back the English name or the id, so a stored answer is the same whatever language it was given in.

const label = z.string();

export const CountryOptionSchema = z.object({ id: z.number().int(), country_name: z.string(), label });
export type CountryOption = z.infer<typeof CountryOptionSchema>;
export const CountryListSchema = z.array(CountryOptionSchema);

export const ProvinceOptionSchema = z.object({ id: z.number().int(), province_name: z.string(), label });
export type ProvinceOption = z.infer<typeof ProvinceOptionSchema>;
export const ProvincesResponseSchema = z.object({ provinces: z.array(ProvinceOptionSchema) });
export type ProvincesResponse = z.infer<typeof ProvincesResponseSchema>;

export const LicenseClassOptionSchema = z.object({ class_code: z.string(), description: z.string(), label });
export type LicenseClassOption = z.infer<typeof LicenseClassOptionSchema>;
export const LicenseClassesResponseSchema = z.object({ classes: z.array(LicenseClassOptionSchema) });
export type LicenseClassesResponse = z.infer<typeof LicenseClassesResponseSchema>;

export const LicenseConditionOptionSchema = z.object({ condition_code: z.string(), description: z.string(), label });
export type LicenseConditionOption = z.infer<typeof LicenseConditionOptionSchema>;
export const LicenseConditionsResponseSchema = z.object({ conditions: z.array(LicenseConditionOptionSchema) });
export type LicenseConditionsResponse = z.infer<typeof LicenseConditionsResponseSchema>;

export const HighestEducationOptionSchema = z.object({ he_id: z.number().int(), he_name: z.string(), label });
export type HighestEducationOption = z.infer<typeof HighestEducationOptionSchema>;
export const HighestEducationListSchema = z.array(HighestEducationOptionSchema);

export const RegionTravelledOptionSchema = z.object({ rt_id: z.number().int(), rt_name: z.string(), label });
export type RegionTravelledOption = z.infer<typeof RegionTravelledOptionSchema>;
export const RegionsTravelledListSchema = z.array(RegionTravelledOptionSchema);

export const EquipmentOperatedOptionSchema = z.object({ eo_id: z.number().int(), eo_name: z.string(), label });
export type EquipmentOperatedOption = z.infer<typeof EquipmentOperatedOptionSchema>;
export const EquipmentOperatedListSchema = z.array(EquipmentOperatedOptionSchema);

export const CountryIdParamsSchema = z.object({ countryId: IdParamSchema });
export const ProvinceIdParamsSchema = z.object({ provinceId: IdParamSchema });
