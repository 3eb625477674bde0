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
  // Three files at a time on a 2-core machine: most API files wait on their servers, not on the CPU. Files share the
  // suite's database and servers, so a test never compares answers over data other files change meanwhile (a file
  // that must, such as tests/api/jit.test.ts, starts its servers on a database of its own): README "Testing".
  maxWorkers: 3,
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
