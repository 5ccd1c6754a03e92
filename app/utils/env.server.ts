import { z } from "zod";

/**
 * The environment, validated once at boot (server.ts). Every `process.env` read of the app,
 * server.ts and scripts/ goes through `getEnv()`. Only `publicEnv` reaches the browser.
 *
 * Production fails closed (docs/decisions/010): with NODE_ENV=production the server refuses to
 * start without SESSION_SECRET and PUBLIC_ORIGIN, and with the sandbox payment provider (the
 * default) or the e2e test hooks unless DEMO=1 says this is a demonstration.
 */

/** "1"/"true" → true, "0"/"false"/unset → false. */
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PGLITE_DIR: z.string().optional(),
  /** Admission control (decision 018): requests worked on at once (default: 16 on PGlite, 2 × the pool on PostgreSQL). */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Requests that may wait in line, and how long, before a 503 with Retry-After. */
  MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(20_000),
  /** Places one client address may hold at once (default: half of MAX_IN_FLIGHT). */
  MAX_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Request bodies (issue 21 item 2): each must arrive within BODY_TIMEOUT_MS plus one second per BODY_MIN_BYTES_PER_SECOND it declares; one client address may send BODY_PER_CLIENT at once. */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(512)
    .max(10_000_000)
    .default(8 * 1024),
  BODY_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(8),
  SESSION_SECRET: z.string().min(16).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Request log level (pino): one JSON line per request at "info"; "warn" keeps only 4xx/5xx; "silent" none. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).optional(),
  /** Express `trust proxy`: addresses/subnets ("loopback", "10.0.0.1, 10.0.0.2"), a hop count or "true". Unset: no proxy is trusted. */
  TRUST_PROXY: z.string().min(1).optional(),
  GEO_LOOKUP_URL: z.string().url().optional(),
  GEO_LOOKUP_KEY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Parvaz <no-reply@parvaz.example>"),
  AGENCY_EMAIL: z.string().email().default("support@parvaz.example"),
  /**
   * Where uploaded files (travellers' documents) are kept (decision 412): unset, in the database; else an
   * S3-compatible bucket, `s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=…` (https), or
   * `s3+http://…` for a server on a private network or loopback; `&style=virtual` for bucket.host addressing.
   */
  STORAGE_URL: z
    .string()
    .regex(/^s3(\+http)?:\/\//, "must be s3://ACCESS_KEY:SECRET@host/bucket?region=… (or s3+http://…)")
    .optional(),
  /** Rate-limit counters in Redis instead of the database. */
  REDIS_URL: z.string().url().optional(),
  VAT_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** How long flight search results (prices and seats) stay valid, in minutes. */
  FLIGHT_RESULTS_TTL_MINUTES: z.coerce
    .number()
    .min(0.1)
    .max(24 * 60)
    .default(15),
  /** How long hotel search results (prices and rooms left) and a hotel line in the cart stay valid, in minutes. */
  HOTEL_RESULTS_TTL_MINUTES: z.coerce
    .number()
    .min(0.1)
    .max(24 * 60)
    .default(15),
  PAYMENT_PROVIDER: z.string().min(1).default("sandbox"),
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /** Public forms count as spam when sent sooner than this after the page was served. */
  HONEYPOT_MIN_SECONDS: z.coerce.number().min(0).max(600).default(2),
  PARVAZ_CAO_LICENCE: z.string().optional(),
  PARVAZ_CHO_LICENCE: z.string().optional(),
  PARVAZ_MIGRATIONS_DIR: z.string().optional(),
  PARVAZ_LOCALES_DIR: z.string().optional(),
  /** A demonstration (npm run demo, e2e): allows the sandbox payment provider in production. */
  DEMO: flag,
  /** Test hooks for the e2e suite (sign-in shortcut, cart lines, simulated mail failures). */
  PARVAZ_E2E: flag,
  /** Serves /_/outbox in production (tests). */
  PARVAZ_EXPOSE_OUTBOX: flag,
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates an environment (process.env or a test's object); throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema
    .superRefine((env, ctx) => {
      if (env.NODE_ENV !== "production") return;
      const fail = (variable: string, message: string) =>
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [variable], message });
      if (!env.SESSION_SECRET)
        fail(
          "SESSION_SECRET",
          "is required in production (cookie signing): set a random string of 16+ characters, the same in every process",
        );
      // A demonstration runs on this machine: its origin is http://localhost:PORT (and 127.0.0.1 is accepted too).
      if (!env.PUBLIC_ORIGIN && !env.DEMO)
        fail("PUBLIC_ORIGIN", "is required in production: the public URL, e.g. https://parvaz.example");
      if (env.PAYMENT_PROVIDER === "sandbox" && !env.DEMO)
        fail(
          "PAYMENT_PROVIDER",
          "is sandbox (the default), which takes no real payments: set a real provider, or DEMO=1 for a demonstration",
        );
      if (env.PARVAZ_E2E && !env.DEMO)
        fail("PARVAZ_E2E", "exposes test hooks and is refused in production unless DEMO=1");
    })
    .safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new EnvError(`Invalid environment:\n${issues}`);
  }
  return parsed.data;
}

let cached: Env | null = null;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The site's public address for every absolute URL (links in e-mails, canonical and
 * hreflang links, sitemaps, robots.txt, structured data). Never the request's Host header,
 * which anyone can forge: PUBLIC_ORIGIN (required in production), else this machine's
 * configured port on localhost.
 */
export function publicOrigin(): string {
  const env = getEnv();
  return (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

export function sessionSecrets(): string[] {
  return (getEnv().SESSION_SECRET ?? "parvaz-development-secret-change-me").split(",");
}

/**
 * Express's `trust proxy` setting from TRUST_PROXY. Unset: false, so no X-Forwarded-For is
 * believed and the client IP is the connection's peer. A number is a hop count, "true"
 * trusts every hop, anything else is a list of addresses or subnets ("loopback", "10.0.0.0/8").
 */
export function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Cookies are `Secure` in production. */
/** The admission limits of this process (app/routing/admission.server.ts). */
export function admissionOptions() {
  const env = getEnv();
  const maxInFlight = env.MAX_IN_FLIGHT ?? (env.DATABASE_URL ? 2 * env.DATABASE_POOL_SIZE : 16);
  return {
    maxInFlight,
    maxQueue: env.MAX_QUEUE,
    maxWaitMs: env.MAX_QUEUE_WAIT_MS,
    maxPerClient: env.MAX_IN_FLIGHT_PER_CLIENT ?? Math.max(1, Math.ceil(maxInFlight / 2)),
  };
}

export function bodyOptions() {
  const env = getEnv();
  return {
    timeoutMs: env.BODY_TIMEOUT_MS,
    minBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND,
    perClient: env.BODY_PER_CLIENT,
  };
}

/** The demo mailbox (every e-mail and SMS sent, on a page and a log line each): a demonstration or development only. */
export function demoMailbox() {
  const env = getEnv();
  return env.DEMO || env.NODE_ENV !== "production";
}

export function secureCookies() {
  return getEnv().NODE_ENV === "production";
}

/** What the browser may know. */
export function publicEnv() {
  return { NODE_ENV: getEnv().NODE_ENV };
}
