// The signature's typed name must be the driver's name on their profile (decision 016): compared
// without case, accents or extra spaces, so "marie-eve  lefebvre" signs for Marie-Ève Lefebvre.

/** A name as the comparison sees it: decomposed, accents dropped, lower case, single spaces. */
export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** Whether `typed` is the profile's first and last name. */
export function isLegalName(typed: string, profile: { first_name: string; last_name: string }): boolean {
  const expected = foldName(`${profile.first_name} ${profile.last_name}`);
  return expected !== '' && foldName(typed) === expected;
}
