import { pages } from '@roadhire/shared';

// Every page's pattern and link, from the one registry the server reads too (SPEC §2).
export const paths = pages;
