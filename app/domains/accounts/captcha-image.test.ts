import { describe, expect, it } from "vitest";
import { captchaSvg } from "./captcha-image";

describe("captcha image", () => {
  it("draws every digit as strokes, without the digits as text", () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const svg = captchaSvg("40719", random);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<text/);
    expect(svg).not.toContain("40719");
    expect(svg.match(/stroke="#14532d"/g)).toHaveLength(5);
  });
});
