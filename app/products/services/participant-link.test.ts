import { describe, expect, it } from "vitest";
import { linkOpens, readShareLink, signShareLink } from "./participant-link";

const key = signShareLink("s3cret", { participantId: 42, version: 1 });

describe("a participant's payment link", () => {
  it("opens the participant it names, also after a secret rotation", () => {
    expect(readShareLink(["s3cret"], key)).toEqual({ ok: true, participantId: 42, version: 1 });
    expect(readShareLink(["n3w", "s3cret"], key).ok).toBe(true);
    expect(linkOpens(readShareLink(["s3cret"], key), { id: 42, linkVersion: 1 })).toBe(true);
  });

  it("refuses a forged or altered key", () => {
    expect(readShareLink(["other"], key)).toEqual({ ok: false });
    expect(readShareLink(["s3cret"], key.replace(/^42\./, "43."))).toEqual({ ok: false });
    expect(readShareLink(["s3cret"], key.replace(".1.", ".2."))).toEqual({ ok: false });
    expect(readShareLink(["s3cret"], "42.1.x")).toEqual({ ok: false });
    expect(readShareLink(["s3cret"], `${key}x`)).toEqual({ ok: false });
    expect(readShareLink(["s3cret"], "")).toEqual({ ok: false });
  });

  it("stops opening once withdrawn (the version raised) or the participant removed", () => {
    const check = readShareLink(["s3cret"], key);
    expect(linkOpens(check, { id: 42, linkVersion: 2 })).toBe(false);
    expect(linkOpens(check, null)).toBe(false);
    expect(linkOpens(check, { id: 41, linkVersion: 1 })).toBe(false);
  });
});
