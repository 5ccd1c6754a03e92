import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { CAPTCHA_HEIGHT, captchaPng, captchaStrokes, captchaWidth } from "./captcha-image";

const seeded = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

describe("captcha image", () => {
  it("is a raster picture: the digits are pixels, not text or vector paths a script can read", () => {
    const png = captchaPng("40719", seeded(1));
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.toString("latin1")).not.toMatch(/40719|<svg|<text|<path/);
    const image = PNG.sync.read(png);
    expect([image.width, image.height]).toEqual([captchaWidth(5), CAPTCHA_HEIGHT]);
    // Dark-green ink covers a real part of the picture (the digits are drawn).
    let ink = 0;
    for (let i = 0; i < image.data.length; i += 4) if (image.data[i + 1] < 140 && image.data[i] < 80) ink++;
    expect(ink).toBeGreaterThan(400);
  });

  it("draws each digit with its seven-segment strokes, at random places", () => {
    const strokes = captchaStrokes("18", seeded(7)).filter((s) => s.ink === 0);
    expect(strokes).toHaveLength(2 + 7);
    const again = captchaStrokes("18", seeded(8)).filter((s) => s.ink === 0);
    expect(again[0].x1).not.toBeCloseTo(strokes[0].x1, 3);
  });
});
