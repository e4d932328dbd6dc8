import { GENDERS } from '@roadhire/shared';
import type { Translate } from './locale';

const isGender = (value: string): value is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(value);

/** A stored gender (SPEC §3: Male, Female or Other) as the reader names it; any other value as stored. */
export const genderName = (t: Translate, gender: string) =>
  isGender(gender) ? t(`fields.genderNames.${gender}`) : gender;
