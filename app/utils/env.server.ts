import { z } from "zod";

/** The environment, validated once at boot (server.ts). Only `publicEnv` reaches the browser. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  GEO_LOOKUP_URL: z.string().url().optional(),
  GEO_LOOKUP_KEY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Parvaz <no-reply@parvaz.example>"),
  AGENCY_EMAIL: z.string().email().default("support@parvaz.example"),
  REDIS_URL: z.string().optional(),
  VAT_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** How long flight search results (prices and seats) stay valid, in minutes. */
  FLIGHT_RESULTS_TTL_MINUTES: z.coerce.number().min(0.1).max(24 * 60).default(15),
});

export type Env = z.infer<typeof schema>;
let cached: Env | null = null;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${issues}`);
  }
  if (parsed.data.NODE_ENV === "production" && !parsed.data.SESSION_SECRET) {
    console.warn("SESSION_SECRET is not set: using a development secret. Set it in production.");
  }
  cached = parsed.data;
  return cached;
}

export function sessionSecrets(): string[] {
  return (getEnv().SESSION_SECRET ?? "parvaz-development-secret-change-me").split(",");
}

/** What the browser may know. */
export function publicEnv() {
  return { NODE_ENV: getEnv().NODE_ENV };
}
