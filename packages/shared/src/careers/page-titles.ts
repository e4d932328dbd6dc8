// The careers pages' document titles, the same whether the server renders a page or the browser
// moves to it: a shared link, a tab and a search result all read them. The page's heading comes in
// the page's language.

/** "Calgary, Alberta", as the careers list groups positions (SPEC §2); empty when neither is known. */
export const jobLocation = (city: string | null | undefined, province: string | null | undefined) =>
  [city, province].filter(Boolean).join(', ');

export const careersPageTitle = (company: string, heading: string) => `${heading} | ${company}`;

export const jobPageTitle = (title: string, location: string, company: string) =>
  `${[title, location].filter(Boolean).join(' — ')} | ${company}`;

export const goneJobPageTitle = (company: string, heading: string) => `${heading} | ${company}`;

export const unknownJobPageTitle = (company: string, heading: string) => `${heading} | ${company}`;
