/** One language's texts: ICU MessageFormat, by id. */
export type Catalogue = Record<string, string>;
