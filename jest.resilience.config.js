/**
 * `npm run test:resilience`: the load-and-fault suite (tests/resilience, each file starts its own throwaway
 * PostgreSQL and server processes) and the security suites (tests/security: authorisation matrix and fuzzing,
 * on the usual global set-up: a built server on a throwaway database). Run the build first (`npm test` does).
 * Files run one at a time: the load figures must not compete with each other for the two CI cores.
 */
const base = require('./jest.config.js');

const api = base.projects.find((p) => p.displayName === 'api');

module.exports = {
  maxWorkers: 1,
  testTimeout: 240000,
  projects: [
    {
      displayName: 'resilience',
      testMatch: ['<rootDir>/tests/resilience/**/*.test.ts'],
      transform: api.transform,
      transformIgnorePatterns: api.transformIgnorePatterns,
      testTimeout: 240000,
    },
    {
      displayName: 'security',
      testMatch: ['<rootDir>/tests/security/**/*.test.ts'],
      transform: api.transform,
      transformIgnorePatterns: api.transformIgnorePatterns,
      globalSetup: api.globalSetup,
      globalTeardown: api.globalTeardown,
      testTimeout: 240000,
    },
  ],
};
