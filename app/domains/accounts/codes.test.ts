import { describe, expect, it } from "vitest";
import { checkCode, CODE_MAX_ATTEMPTS, CODE_TTL_MS, generateCode, sha256 } from "./codes.server";

describe("verification codes", () => {
  it("are six digits, spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  const now = new Date("2026-01-01T10:00:00Z");
  const stored = {
    codeHash: sha256("123456"),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    usedAt: null,
  };

  it("accepts the right code once, in time", () => {
    expect(checkCode(stored, "123456", now)).toBe("ok");
    expect(checkCode(stored, " 123456 ", now)).toBe("ok");
    expect(checkCode(stored, "123457", now)).toBe("wrong");
    expect(checkCode({ ...stored, usedAt: now }, "123456", now)).toBe("used");
  });

  it("expires after ten minutes", () => {
    expect(checkCode(stored, "123456", new Date(now.getTime() + CODE_TTL_MS - 1))).toBe("ok");
    expect(checkCode(stored, "123456", new Date(now.getTime() + CODE_TTL_MS))).toBe("expired");
    expect(checkCode(null, "123456", now)).toBe("expired");
  });

  it("locks after five tries, even for the right code", () => {
    expect(checkCode({ ...stored, attempts: CODE_MAX_ATTEMPTS - 1 }, "123456", now)).toBe("ok");
    expect(checkCode({ ...stored, attempts: CODE_MAX_ATTEMPTS }, "123456", now)).toBe("locked");
  });
});
