import { describe, expect, it } from "vitest";
import { signature, signedBy } from "./signed";

describe("signed values", () => {
  const mac = signature("s1", "booking-link", "PZ12345678.0.1900000000");

  it("checks a signature against any of the secrets (rotation)", () => {
    expect(mac).toMatch(/^[\w-]{43}$/);
    expect(signedBy(["s2", "s1"], "booking-link", "PZ12345678.0.1900000000", mac)).toBe(true);
    expect(signedBy(["s2"], "booking-link", "PZ12345678.0.1900000000", mac)).toBe(false);
  });

  it("binds the purpose and the body: one link's signature never opens another kind or another body", () => {
    expect(signedBy(["s1"], "project-share", "PZ12345678.0.1900000000", mac)).toBe(false);
    expect(signedBy(["s1"], "booking-link", "PZ12345678.1.1900000000", mac)).toBe(false);
    expect(signedBy(["s1"], "booking-link", "PZ12345678.0.1900000000", `${mac}x`)).toBe(false);
    expect(signedBy(["s1"], "booking-link", "PZ12345678.0.1900000000", "")).toBe(false);
  });
});
