import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The session secrets, so that a test can rotate them (every other env value is the real one).
const secrets = vi.hoisted(() => ({ list: ["the-current-secret"] }));
vi.mock("./env.server", async (original) => ({
  ...(await original<typeof import("./env.server")>()),
  sessionSecrets: () => secrets.list,
}));

const { checkHoneypot, honeypotInputs, HONEYPOT_MAX_AGE_SECONDS } = await import("./honeypot.server");

const MINUTE = 60_000;

/** A form as the browser sends it: the honeypot inputs of `formId`, served at `servedAt`. */
function form(formId: string, servedAt: number, fields: Record<string, string> = {}) {
  const props = honeypotInputs(formId, servedAt);
  const data = new FormData();
  data.set(props.nameFieldName, "");
  data.set(props.tokenFieldName, props.token);
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return { data, props };
}

const spam = (data: FormData, formId = "contact", now?: number) => checkHoneypot(data, formId, now).spam;

/** A deterministic generator, so a failure can be replayed with its seed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_.";

describe("honeypot tokens (decision 207)", () => {
  it("lets a person through: field left empty, sent a while after the page was served, to its own form", () => {
    expect(spam(form("contact", Date.now() - MINUTE, { email: "a@b.c" }).data)).toBe(false);
    expect(spam(form("comment:7", Date.now() - MINUTE).data, "comment:7")).toBe(false);
  });

  it("catches a bot that fills the hidden field, or leaves it out", () => {
    const { data, props } = form("contact", Date.now() - MINUTE);
    data.set(props.nameFieldName, "https://spam.example");
    expect(spam(data)).toBe(true);
    data.delete(props.nameFieldName);
    expect(spam(data)).toBe(true);
    data.append(props.nameFieldName, "");
    data.append(props.nameFieldName, "");
    expect(spam(data)).toBe(true);
  });

  it("catches a form sent without the honeypot's fields at all (remix-utils let it through)", () => {
    const data = new FormData();
    data.set("email", "a@b.c");
    expect(spam(data)).toBe(true);
    const { data: noToken, props } = form("contact", Date.now() - MINUTE);
    noToken.delete(props.tokenFieldName);
    expect(spam(noToken)).toBe(true);
  });

  it("catches a form sent sooner than HONEYPOT_MIN_SECONDS after its page was served", () => {
    expect(spam(form("contact", Date.now()).data)).toBe(true);
    expect(spam(form("contact", Date.now() + 10 * MINUTE).data)).toBe(true);
  });

  it("catches a token older than HONEYPOT_MAX_AGE_SECONDS; a page left open for hours still sends", () => {
    const now = Date.now();
    const maxAge = HONEYPOT_MAX_AGE_SECONDS * 1000;
    expect(HONEYPOT_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(4 * 3600);
    expect(spam(form("contact", now - maxAge + MINUTE).data, "contact", now)).toBe(false);
    expect(spam(form("contact", now - maxAge - MINUTE).data, "contact", now)).toBe(true);
  });

  it("takes a token served for one form for spam on any other form", () => {
    const { data } = form("contact", Date.now() - MINUTE);
    for (const other of ["jobs", "question", "answer:1", "comment:1", "request:visa", "sign-in", "sign-up"])
      expect(spam(data, other)).toBe(true);
    const comment = form("comment:1", Date.now() - MINUTE).data;
    expect(spam(comment, "comment:1")).toBe(false);
    expect(spam(comment, "comment:2")).toBe(true);
  });

  it("catches a forged token: a plain time, the old encrypted time, any field of a real token changed", () => {
    const { data, props } = form("contact", Date.now() - MINUTE);
    const [issuedAt, nonce, mac] = props.token.split(".");
    const forgeries = [
      String(Date.now() - MINUTE),
      "U2FsdGVkX1+4kLDJ3YvC2ZCqTwFs9KzIqmtYk8Vh0oA=",
      `${String(Number(issuedAt) - 10 * MINUTE)}.${nonce}.${mac}`,
      `${issuedAt}.${randomBytes(16).toString("base64url")}.${mac}`,
      `${issuedAt}.${nonce}.${randomBytes(32).toString("base64url")}`,
      `${issuedAt}.${nonce}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${issuedAt}.${nonce}.${mac}x`,
      ` ${props.token}`,
      `${props.token}\n`,
    ];
    for (const forged of forgeries) {
      data.set(props.tokenFieldName, forged);
      expect(spam(data), forged).toBe(true);
    }
    // The same token twice in one form is not "the" token either.
    data.set(props.tokenFieldName, props.token);
    data.append(props.tokenFieldName, props.token);
    expect(spam(data)).toBe(true);
  });

  it("takes every garbled token for spam: 50,000 random values and one-character mutations of real tokens", () => {
    const next = random(22);
    const { data, props } = form("contact", Date.now() - MINUTE);
    const passed: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      let value: string;
      if (i % 2 === 0) {
        // A random string shaped like a token or like the old ciphertexts.
        const length = 1 + Math.floor(next() * 100);
        value = Array.from({ length }, () => BASE64[Math.floor(next() * BASE64.length)]).join("");
      } else {
        // A real token with one character replaced, inserted or removed.
        const at = Math.floor(next() * props.token.length);
        const char = BASE64[Math.floor(next() * BASE64.length)];
        const kind = Math.floor(next() * 3);
        value = props.token.slice(0, at) + (kind === 2 ? "" : char) + props.token.slice(kind === 1 ? at : at + 1);
        if (value === props.token) continue;
      }
      data.set(props.tokenFieldName, value);
      if (!spam(data)) passed.push(value);
    }
    expect(passed).toEqual([]);
  });

  it("accepts a token signed with an earlier secret while SESSION_SECRET is rotated, and none after", () => {
    secrets.list = ["the-old-secret"];
    const { data } = form("contact", Date.now() - MINUTE);
    secrets.list = ["the-new-secret", "the-old-secret"];
    expect(spam(data)).toBe(false);
    expect(spam(form("contact", Date.now() - MINUTE).data)).toBe(false);
    secrets.list = ["the-new-secret"];
    expect(spam(data)).toBe(true);
    secrets.list = ["the-current-secret"];
  });

  it("gives every page its own token", () => {
    const now = Date.now();
    const tokens = new Set(Array.from({ length: 1000 }, () => honeypotInputs("contact", now).token));
    expect(tokens.size).toBe(1000);
  });
});
