import { careersSiteMessages as messages } from '../messages/careers-site.js';

// The careers pages' document titles, the same whether the server renders a page or the browser
// moves to it: a shared link, a tab and a search result all read them.

/** "Calgary, Alberta", as the careers list groups positions (SPEC §2); empty when neither is known. */
export const jobLocation = (city: string | null | undefined, province: string | null | undefined) =>
  [city, province].filter(Boolean).join(', ');

export const careersPageTitle = (company: string) => `${messages.careers.title} | ${company}`;

export const jobPageTitle = (title: string, location: string, company: string) =>
  `${[title, location].filter(Boolean).join(' — ')} | ${company}`;

export const goneJobPageTitle = (company: string) => `${messages.jobPage.goneTitle} | ${company}`;

export const unknownJobPageTitle = (company: string) => `${messages.jobPage.notFoundTitle} | ${company}`;
