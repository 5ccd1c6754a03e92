import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";

describe("password hashing (scrypt, OWASP parameters)", () => {
  it("stores the parameters and a random salt, and verifies", async () => {
    const a = await hashPassword("geheim123");
    const b = await hashPassword("geheim123");
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("geheim123", a)).toBe(true);
    expect(await verifyPassword("geheim124", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  }, 20_000);

  it("never matches an unusable hash, and flags weak parameters for rehash", async () => {
    expect(await verifyPassword("anything", "!")).toBe(false);
    const weak = await hashPassword("x", { logN: 10, r: 8, p: 1 });
    expect(await verifyPassword("x", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  }, 20_000);
});
