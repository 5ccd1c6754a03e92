import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, trustProxy } from "./env.server";

/** A production environment that passes every fail-closed rule. */
const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-long-random-production-secret",
  PUBLIC_ORIGIN: "https://parvaz.example",
  PAYMENT_PROVIDER: "acme-pay",
};

function failure(env: Record<string, string | undefined>): string {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected the environment to be refused");
}

describe("parseEnv: production fails closed", () => {
  it("accepts a complete production environment", () => {
    const env = parseEnv(production);
    expect(env.NODE_ENV).toBe("production");
    expect(env.PAYMENT_PROVIDER).toBe("acme-pay");
    expect(env.DEMO).toBe(false);
  });

  it("refuses to start without SESSION_SECRET, naming it", () => {
    expect(failure({ ...production, SESSION_SECRET: undefined })).toMatch(/SESSION_SECRET: is required in production/);
  });

  it("refuses to start without PUBLIC_ORIGIN, naming it", () => {
    expect(failure({ ...production, PUBLIC_ORIGIN: undefined })).toMatch(/PUBLIC_ORIGIN: is required in production/);
  });

  it("refuses the sandbox payment provider, explicit or by default, unless DEMO=1", () => {
    expect(failure({ ...production, PAYMENT_PROVIDER: "sandbox" })).toMatch(/PAYMENT_PROVIDER: is sandbox/);
    expect(failure({ ...production, PAYMENT_PROVIDER: undefined })).toMatch(/PAYMENT_PROVIDER: is sandbox/);
    expect(failure({ ...production, PAYMENT_PROVIDER: undefined, DEMO: "0" })).toMatch(/PAYMENT_PROVIDER/);
    const demo = parseEnv({ ...production, PAYMENT_PROVIDER: undefined, DEMO: "1" });
    expect(demo.PAYMENT_PROVIDER).toBe("sandbox");
    expect(demo.DEMO).toBe(true);
  });

  it("refuses the e2e test hooks unless DEMO=1", () => {
    expect(failure({ ...production, PARVAZ_E2E: "1" })).toMatch(/PARVAZ_E2E/);
    expect(parseEnv({ ...production, PARVAZ_E2E: "1", DEMO: "1" }).PARVAZ_E2E).toBe(true);
  });

  it("names every missing variable at once", () => {
    const message = failure({ NODE_ENV: "production" });
    for (const name of ["SESSION_SECRET", "PUBLIC_ORIGIN", "PAYMENT_PROVIDER"]) expect(message).toContain(name);
  });

  it("still requires SESSION_SECRET in a demonstration, whose origin comes from its port (issue 22 item 11)", () => {
    expect(failure({ NODE_ENV: "production", DEMO: "1" })).toMatch(/SESSION_SECRET/);
    expect(failure({ NODE_ENV: "production", DEMO: "1" })).not.toMatch(/PUBLIC_ORIGIN/);
    const demo = parseEnv({ NODE_ENV: "production", DEMO: "1", SESSION_SECRET: "a-long-demo-secret-xx", PORT: "3300" });
    expect(demo.PUBLIC_ORIGIN).toBeUndefined();
    expect(demo.PORT).toBe(3300);
  });

  it("refuses bad values with the variable's name", () => {
    expect(failure({ ...production, SESSION_SECRET: "short" })).toMatch(/SESSION_SECRET/);
    expect(failure({ ...production, PUBLIC_ORIGIN: "parvaz.example" })).toMatch(/PUBLIC_ORIGIN/);
    expect(failure({ ...production, DEMO: "yes" })).toMatch(/DEMO/);
  });
});

describe("parseEnv: development and tests", () => {
  it("needs nothing and defaults to the sandbox provider", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.PAYMENT_PROVIDER).toBe("sandbox");
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test" }).NODE_ENV).toBe("test");
  });
});

describe("trustProxy", () => {
  it("trusts no proxy when TRUST_PROXY is unset", () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy("")).toBe(false);
    expect(trustProxy("false")).toBe(false);
  });
  it("reads hop counts, true and address lists", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("true")).toBe(true);
    expect(trustProxy("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});
