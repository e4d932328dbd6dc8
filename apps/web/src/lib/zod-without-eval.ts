import { config } from 'zod/v4/core';

// Zod compiles its parsers with `new Function` unless told not to, and the CSP forbids eval
// (script-src 'self'). Zod decides when each schema is built, so this must run before any is:
// main.tsx imports this module first.
config({ jitless: true });
