import type { ClientConfig } from '@roadhire/shared';
import type { Config } from '../config.js';
import { shippedRequiredTexts } from './compliance-texts.js';

/** What the web app needs to know of the server's configuration; the pages it renders carry it too. */
export function clientConfigOf(config: Config): ClientConfig {
  return {
    ...config.brand,
    hrSiteUrl: config.hrSiteUrl ?? null,
    historyYears: config.historyYears,
    shippedLegalTexts: config.env === 'production' ? shippedRequiredTexts(config.compliance) : [],
  };
}
