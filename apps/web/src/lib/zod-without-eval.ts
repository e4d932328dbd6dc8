// Zod compiles its parsers with `new Function` unless told not to, and the CSP forbids eval
// (script-src 'self'). Zod decides when each schema is built, so this must run before any is:
// boot.tsx imports this module first.
//
// Zod keeps its settings on this global and adopts an object already there when it loads
// (zod/v4/core/core.js). Setting it here rather than through zod's `config()` keeps zod itself out
// of the careers pages' scripts, which never parse with it (3.8 kB gzipped); the forms load zod
// with their own code. zod-without-eval.test.ts checks that zod still reads the setting.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
