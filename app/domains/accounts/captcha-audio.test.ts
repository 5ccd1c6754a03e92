import { describe, expect, it } from "vitest";
import { captchaWav } from "./captcha-audio";
import { VOICE_RATE, VOICES } from "./captcha-voice.gen";

const seeded = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

describe("captcha audio", () => {
  it("ships the ten digits spoken in each of the four languages", () => {
    expect(Object.keys(VOICES).sort()).toEqual(["en", "fa", "fr", "nl"]);
    for (const clips of Object.values(VOICES)) {
      expect(clips).toHaveLength(10);
      for (const clip of clips) expect(Buffer.from(clip, "base64").length).toBeGreaterThan(VOICE_RATE * 0.15);
    }
  });

  it("is a playable WAV a few seconds long, different every time", () => {
    const wav = captchaWav("40719", "fa", seeded(3));
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.readUInt32LE(24)).toBe(VOICE_RATE);
    const seconds = wav.readUInt32LE(40) / VOICE_RATE;
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(9);
    expect(captchaWav("40719", "fa", seeded(4)).equals(wav)).toBe(false);
  });

  it("speaks in the page's language, and English for an unknown one", () => {
    const random = () => 0.5;
    expect(captchaWav("123", "nl", random).equals(captchaWav("123", "fa", random))).toBe(false);
    expect(captchaWav("123", "xx", random).equals(captchaWav("123", "en", random))).toBe(true);
  });
});
