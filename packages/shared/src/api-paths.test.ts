import { describe, expect, it } from 'vitest';
import { apiPaths, apiPatterns } from './api-paths.js';

describe('apiPaths', () => {
  it('gives a route without parameters as its pattern', () => {
    expect(apiPaths.adminStats).toBe('/api/admin/stats');
    expect(apiPaths.health).toBe(apiPatterns.health);
  });

  it('fills the parameters in order, encoded', () => {
    expect(apiPaths.adminApplicationStatus(42)).toBe('/api/admin/applications/42/status');
    expect(apiPaths.deleteCanadaDoc('passport', 7)).toBe('/api/candidate/user/docs-canada/passport/7');
    expect(apiPaths.uploadDoc('training')).toBe('/api/candidate/user/upload-training');
    expect(apiPaths.verifyEmail('a/b c')).toBe('/api/auth/verify-email/a%2Fb%20c');
  });

  it('writes each pattern once', () => {
    const patterns = Object.values(apiPatterns);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
