import { describe, expect, it } from "vitest";
import { CONFIRM_DAYS, readNewsletterToken, signNewsletterToken } from "./token";

const now = new Date("2026-03-01T12:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe("newsletter links", () => {
  it("confirm the subscription they were signed for, until they expire", () => {
    const token = signNewsletterToken("s3cret", "confirm", 42, now);
    expect(readNewsletterToken(["s3cret"], "confirm", token, later(CONFIRM_DAYS - 0.01))).toEqual({ ok: true, id: 42 });
    expect(readNewsletterToken(["s3cret"], "confirm", token, later(CONFIRM_DAYS + 0.01))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("are refused when changed, signed with another secret or used for another purpose", () => {
    const token = signNewsletterToken("s3cret", "confirm", 42, now);
    expect(readNewsletterToken(["other"], "confirm", token, now).ok).toBe(false);
    expect(readNewsletterToken(["s3cret"], "confirm", token.replace(/^42/, "43"), now).ok).toBe(false);
    expect(readNewsletterToken(["s3cret"], "unsubscribe", token, now).ok).toBe(false);
    expect(readNewsletterToken(["s3cret"], "confirm", "", now).ok).toBe(false);
    expect(readNewsletterToken(["s3cret"], "confirm", "1.2.x", now).ok).toBe(false);
    // An old secret still reads links sent before a rotation.
    expect(readNewsletterToken(["new", "s3cret"], "confirm", token, now)).toEqual({ ok: true, id: 42 });
  });

  it("let the reader unsubscribe at any time, years later", () => {
    const token = signNewsletterToken("s3cret", "unsubscribe", 7, now);
    expect(readNewsletterToken(["s3cret"], "unsubscribe", token, later(3650))).toEqual({ ok: true, id: 7 });
    expect(readNewsletterToken(["s3cret"], "confirm", token, now).ok).toBe(false);
  });
});
