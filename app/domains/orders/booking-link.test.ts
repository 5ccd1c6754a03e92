import { describe, expect, it } from "vitest";
import { linkExpiry, readBookingLink, signBookingLink } from "./booking-link";

const now = new Date("2026-11-23T10:00:00Z");
const token = signBookingLink("s3cret", {
  number: "PZ12345678",
  version: 1,
  expiresAt: new Date("2027-01-01T00:00:00Z"),
});

describe("booking links", () => {
  it("opens the booking it names while it has not expired", () => {
    expect(readBookingLink(["s3cret"], token, now)).toEqual({ ok: true, number: "PZ12345678", version: 1 });
    // After a secret rotation (new secret first) the old links still open.
    expect(readBookingLink(["n3w", "s3cret"], token, now).ok).toBe(true);
  });

  it("refuses a forged, altered or expired link", () => {
    expect(readBookingLink(["other"], token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(readBookingLink(["s3cret"], token.replace("PZ12345678", "PZ12345679"), now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(readBookingLink(["s3cret"], token.replace(".1.", ".2."), now).ok).toBe(false);
    expect(readBookingLink(["s3cret"], "PZ1.1.1.x", now)).toEqual({ ok: false, reason: "invalid" });
    expect(readBookingLink(["s3cret"], token, new Date("2027-01-02T00:00:00Z"))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("lasts until 60 days after the trip, and at least 30 days", () => {
    const trip = new Date("2027-03-01T07:05:00Z");
    expect(linkExpiry(now, trip)).toEqual(new Date("2027-04-30T07:05:00Z"));
    expect(linkExpiry(now, new Date("2026-10-01T00:00:00Z"))).toEqual(new Date("2026-12-23T10:00:00Z"));
    expect(linkExpiry(now, null)).toEqual(new Date("2026-12-23T10:00:00Z"));
  });
});
