// Must stay the first import: it is what is tested, as boot.tsx uses it.
import './zod-without-eval';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zod without eval', () => {
  it('is the setting zod reads, so no parser is compiled with new Function', () => {
    expect(config().jitless).toBe(true);
  });
});
