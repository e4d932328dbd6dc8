import type { ClientConfig } from '@roadhire/shared';
import type { Config } from '../config.js';

/** What the web app needs to know of the server's configuration; the pages it renders carry it too. */
export function clientConfigOf(config: Config): ClientConfig {
  return {
    ...config.brand,
    hrSiteUrl: config.hrSiteUrl ?? null,
    historyYears: config.historyYears,
    // Whenever the server runs on them: in demo mode, or in production when allowed (decision 016).
    shippedLegalTexts: config.compliance.placeholders.map((text) => text.title),
  };
}
