import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@roadhire/testing';
import { BASE_URL } from './support/environment.js';

/** Tests that add positions to the careers page every other test shares. */
const CATALOGUE_CHANGING = /admin-journey\.spec\.ts$/;

/**
 * Candidates apply from phones: a test tagged @phone runs at phone size only, unless it is also
 * tagged @desktop (the careers pages, the full journey and the accessibility checks, whose layout
 * changes with the width). The recruiter's tests, untagged, run at desktop size.
 */
const PHONE_ONLY = /^(?=.*@phone)(?!.*@desktop)/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Every core (the default takes half): the browsers wait on the one server most of the time.
  workers: os.availableParallelism(),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace records every step of every test; CI keeps only its log, so there it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: PHONE_ONLY,
      testIgnore: CATALOGUE_CHANGING,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: CATALOGUE_CHANGING,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // The careers tests count the seeded positions; a test that posts a new one runs after them.
      name: 'catalogue',
      testMatch: CATALOGUE_CHANGING,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromiumLaunchOptions },
    },
  ],
});
