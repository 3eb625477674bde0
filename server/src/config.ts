/** Environment parsed once, typed, with defaults. */
import path from 'node:path';

const bool = (v: string | undefined, d: boolean) => (v === undefined || v === '' ? d : !['false', '0', 'no', 'off'].includes(v.toLowerCase()));
const int = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

const root = path.resolve(__dirname, '..', '..');

export const config = {
  root,
  port: int(process.env.PORT, 4000),
  host: process.env.HOST ?? '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || '',
  /** Read replicas (comma-separated URLs) for public browsing reads; none = everything on DATABASE_URL. */
  databaseReplicaUrls: (process.env.DATABASE_REPLICA_URLS || '').split(',').map((u) => u.trim()).filter(Boolean),
  /** README "Read replicas": health-check period, largest lag tolerated, how long a writer reads from the primary. */
  replica: {
    checkSeconds: int(process.env.DATABASE_REPLICA_CHECK_SECONDS, 5),
    maxLagSeconds: int(process.env.DATABASE_REPLICA_MAX_LAG_SECONDS, 30),
    stickySeconds: int(process.env.DATABASE_REPLICA_STICKY_SECONDS, 10),
  },
  dataDir: path.resolve(root, process.env.DATA_DIR || '.data'),
  embeddedPort: int(process.env.EMBEDDED_PG_PORT, 54329),
  registrationEnabled: bool(process.env.REGISTRATION_ENABLED, true),
  jwtSecret: process.env.JWT_SECRET || '',
  accessTokenTtlSeconds: int(process.env.ACCESS_TOKEN_TTL, 15 * 60),
  refreshTokenTtlDays: int(process.env.REFRESH_TOKEN_TTL_DAYS, 30),
  /** Seconds a rotated refresh token still hands out its successor (two tabs refreshing at once), as Auth0 does. */
  refreshReuseGraceSeconds: int(process.env.REFRESH_REUSE_GRACE_SECONDS, 10),
  /** Throttling budgets (rate-limiter-flexible on PostgreSQL); README "Throttling" explains each. */
  throttle: {
    loginPairFailures: int(process.env.THROTTLE_LOGIN_PAIR_FAILURES, 5),
    loginPairBlockSeconds: int(process.env.THROTTLE_LOGIN_PAIR_BLOCK_SECONDS, 15 * 60),
    loginIpFailuresPerDay: int(process.env.THROTTLE_LOGIN_IP_FAILURES_PER_DAY, 40),
    loginUserFailuresPerDay: int(process.env.THROTTLE_LOGIN_USER_FAILURES_PER_DAY, 100),
    passwordFailures: int(process.env.THROTTLE_PASSWORD_FAILURES, 5),
    registrationsPerIpPerHour: int(process.env.THROTTLE_REGISTRATIONS_PER_IP_PER_HOUR, 100),
    uploadsPerUserPer10Min: int(process.env.THROTTLE_UPLOADS_PER_USER_PER_10_MIN, 120),
    oauthTokenPerIpPerMinute: int(process.env.THROTTLE_OAUTH_TOKEN_PER_IP_PER_MINUTE, 120),
  },
  /**
   * Argon2id's cost for new password hashes, OWASP's recommendation: 19 MiB and two passes. Outside production
   * ARGON2_MEMORY_KIB and ARGON2_TIME_COST may lower it (the test suites' servers hash in about 1 ms instead of 30);
   * production always uses the recommendation. A hash records its own cost, so hashes of either cost verify.
   */
  passwordHash: process.env.NODE_ENV === 'production'
    ? { memoryKiB: 19 * 1024, timeCost: 2 }
    : { memoryKiB: Math.max(1024, int(process.env.ARGON2_MEMORY_KIB, 19 * 1024)), timeCost: Math.max(1, int(process.env.ARGON2_TIME_COST, 2)) },
  secureCookies: bool(process.env.SECURE_COOKIES, process.env.NODE_ENV === 'production'),
  clientDir: path.resolve(root, 'client', 'dist'),
  logLevel: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  exposeQueryCount: bool(process.env.EXPOSE_QUERY_COUNT, false),
  /** Bearer token of GET /metrics (Prometheus, common/metrics.ts); empty: no metrics route. */
  metricsToken: process.env.METRICS_TOKEN || '',
  /** Compiled GraphQL execution (graphql-jit, common/jit-executor.ts); false = graphql-js interprets every request. */
  graphqlJit: bool(process.env.GRAPHQL_JIT, true),
  /** Compiled feed plans (modules/knit/feed-plan.ts): a visitor's uncached feed query answered straight from SQL to JSON. */
  feedPlans: bool(process.env.FEED_PLANS, true),
  /**
   * Whether this process works the background jobs (account imports, webhook deliveries). False: it still queues them
   * (an upload, a write that tells a webhook) for the processes that do: a web-only instance beside a worker.
   */
  backgroundJobs: bool(process.env.BACKGROUND_JOBS, true),
  bodyLimit: '1mb',
  /** Requests per personal access token per window (GitHub's figure). */
  patRateLimit: int(process.env.PAT_RATE_LIMIT, 5000),
  patRateWindowSeconds: int(process.env.PAT_RATE_WINDOW, 3600),
  /** Requests per account over all its personal access tokens per window: more tokens never buy more requests. */
  patAccountRateLimit: int(process.env.PAT_ACCOUNT_RATE_LIMIT, int(process.env.PAT_RATE_LIMIT, 5000)),
  // Seconds a public feed answer may be served from the response cache (0: off). Off under test by default: suites
  // write behind the server's back (SQL helpers, a second server) and count SQL statements per request.
  feedCacheSeconds: int(process.env.FEED_CACHE_SECONDS, process.env.NODE_ENV === 'test' ? 0 : 5),
  // Explore facets of a view with at least exploreCacheMinItems items are kept this many seconds (0: never kept):
  // counting them at 1,000,000 items takes seconds (bench/RESULTS.md). Smaller views are always counted afresh.
  exploreCacheSeconds: int(process.env.EXPLORE_CACHE_SECONDS, 30),
  exploreCacheMinItems: int(process.env.EXPLORE_CACHE_MIN_ITEMS, 10_000),
  // Uploads re-encoded at once (each holds its decoded pixels, over 100 MB for 36 megapixels); the rest queue.
  imageConcurrency: Math.max(1, int(process.env.IMAGE_CONCURRENCY, 1)),
  /** max-age of anonymous GraphQL answers to GET (the feed changes often; a minute keeps CDNs useful). */
  publicGetMaxAgeSeconds: int(process.env.PUBLIC_GET_MAX_AGE, 60),
  imageUrlTtlSeconds: int(process.env.IMAGE_URL_TTL, 60 * 60),
  /** smtp(s)://user:pass@host:port; unset = mails are written to the log instead of sent. */
  smtpUrl: process.env.SMTP_URL || '',
  mailFrom: process.env.MAIL_FROM || 'Purlwise <no-reply@purlwise.local>',
  /** Origin of the links put in mails (password reset). */
  publicUrl: (process.env.PUBLIC_URL || `http://localhost:${int(process.env.PORT, 4000)}`).replace(/\/+$/, ''),
  /** Password-reset requests allowed per hour: per client IP with one email address, and per client IP. */
  resetPerEmailPerHour: int(process.env.RESET_PER_EMAIL_PER_HOUR, 3),
  resetPerIpPerHour: int(process.env.RESET_PER_IP_PER_HOUR, 20),
  /** Largest accepted import file (zip or JSON), in bytes. */
  importMaxBytes: int(process.env.IMPORT_MAX_BYTES, 200 * 1024 * 1024),
  /** Where new image bytes go: `postgres` (rows of the image table) or `s3` (an S3-compatible bucket). */
  imageStore: (process.env.IMAGE_STORE || 'postgres').toLowerCase(),
  /** The bucket; configured (S3_BUCKET set) it is also read from when IMAGE_STORE=postgres, during a migration. */
  s3: {
    endpoint: process.env.S3_ENDPOINT || '',
    bucket: process.env.S3_BUCKET || '',
    region: process.env.S3_REGION || 'us-east-1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
    /** A CDN (or public bucket) base URL for public images; unset = presigned bucket URLs. */
    publicBaseUrl: (process.env.S3_PUBLIC_BASE_URL || '').replace(/\/+$/, ''),
  },
  /** Objects no row points at are deleted by the sweep once older than this (an upload commits within it). */
  imageSweepGraceSeconds: int(process.env.IMAGE_SWEEP_GRACE, 3600),
  imageSweepEverySeconds: int(process.env.IMAGE_SWEEP_EVERY, 6 * 3600),
  /** Webhook deliveries (docs/api.md "Webhooks"): attempts per delivery, the backoff's first delay, each attempt's timeout. */
  webhook: {
    maxAttempts: Math.max(1, int(process.env.WEBHOOK_MAX_ATTEMPTS, 5)),
    retryDelaySeconds: Math.max(1, int(process.env.WEBHOOK_RETRY_DELAY_SECONDS, 30)),
    timeoutSeconds: Math.max(1, int(process.env.WEBHOOK_TIMEOUT_SECONDS, 10)),
    /** Loopback receivers (127.0.0.0/8, ::1) allowed: the tests' receiver runs in the test process. Never in production. */
    allowLoopback: process.env.NODE_ENV !== 'production' && bool(process.env.WEBHOOK_ALLOW_LOOPBACK, false),
  },
};

export type Config = typeof config;
