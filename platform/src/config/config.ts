import { z } from 'zod';

/**
 * The portal's whole configuration: environment variables, parsed once at start-up.
 * Unset URLs mean "use the embedded default" (embedded PostgreSQL, the Postgres event store,
 * in-process jobs).
 */
const configSchema = z.object({
  // 0 asks the operating system for a free port (the tests do).
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().min(1).default('./.data'),
  // Where hash-chain digests are published, outside the database (default DATA_DIR/chain-digests).
  CHAIN_DIGEST_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(esdb|esdb\+discover|kurrentdb):\/\//, 'must be an esdb:// connection string')
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  // How many proxies stand in front of the portal, each setting X-Forwarded-For: the client's
  // address is the entry that many from the right. 0 (`npm start` serving clients directly)
  // ignores the header; the shipped Docker gateway is 1.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // The address people open the portal at. https:// makes session cookies Secure and sends HSTS.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // `npm start` fills a portal that has no zones yet with a demo organisation (bench/README).
  DEMO_DATA: z.enum(['small', 'national']).optional(),
});

export type Config = z.infer<typeof configSchema>;

/** Whether people reach the portal over HTTPS (`PUBLIC_URL`), whatever the last hop speaks. */
export function servedOverHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https://') ?? false;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
