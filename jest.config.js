/** Jest projects: pure unit tests (core, client logic), HTTP integration suites (tests/), the picture suites on the S3 store, browser tests. */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
const transform = { '^.+\\.(t|j)sx?$': swc };
// ESM-only packages the tests import are compiled like the tests: json-schema-ref-parser (under
// @apidevtools/swagger-parser, tests/api/openapi-conformance.test.ts), and openid-client (as an OAuth app) with its
// dependencies.
const transformIgnorePatterns = ['/node_modules/(?!(graphql-upload|fs-capacitor|@apidevtools/json-schema-ref-parser|openid-client|oauth4webapi|jose)/)'];

module.exports = {
  // Per-project testTimeout is ignored by jest 30; this one applies to every project.
  testTimeout: 90000,
  // Jest's default is one worker per core but one: a single worker on a 2-core machine, where the API and browser
  // files spend most of their time waiting on the server, PostgreSQL or Chromium. Three files at a time keep both
  // cores busy. Files are independent: each registers its own users, and a server a file starts on the shared
  // database leaves the background jobs to the suite's servers (tests/helpers/servers.js).
  maxWorkers: Math.max(3, require('node:os').availableParallelism() - 1),
  projects: [
    {
      displayName: 'unit',
      testMatch: ['<rootDir>/core/src/**/*.test.ts', '<rootDir>/client/src/**/*.test.ts?(x)', '<rootDir>/tests/schema/**/*.test.ts',
        '<rootDir>/tests/deploy/**/*.test.ts'],
      transform, transformIgnorePatterns,
      moduleNameMapper: { '^@purlwise/core$': '<rootDir>/core/src/index.ts' },
    },
    {
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/security/bugs.test.ts',
        '<rootDir>/tests/security/throttle.test.ts', '<rootDir>/tests/security/hardening.test.ts', '<rootDir>/tests/security/outage.test.ts'],
      transform, transformIgnorePatterns,
      globalSetup: '<rootDir>/tests/helpers/global-setup.js',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.js',
    },
    {
      // The picture suites again, against a server with IMAGE_STORE=s3 (s3rver started by the set-up).
      displayName: 'api-s3',
      testMatch: ['<rootDir>/tests/api/{picture,colour,user}.test.ts', '<rootDir>/tests/api-s3/**/*.test.ts'],
      transform, transformIgnorePatterns,
      setupFiles: ['<rootDir>/tests/helpers/use-s3-store.js'],
      globalSetup: '<rootDir>/tests/helpers/global-setup-s3.js',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.js',
    },
    {
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      transform, transformIgnorePatterns,
      globalSetup: '<rootDir>/tests/helpers/global-setup.js',
      globalTeardown: '<rootDir>/tests/helpers/global-teardown.js',
    },
  ],
};
