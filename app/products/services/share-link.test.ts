import { describe, expect, it } from "vitest";
import { readShareKey, signShareKey } from "./share-link";

const slug = "abcdefghijkmnpqrstuvwxyz";
const other = "bbcdefghijkmnpqrstuvwxyz";

describe("shared project links", () => {
  it("opens the project it was made for, at the version it was made at", () => {
    const key = signShareKey("s1", { slug, version: 3 });
    expect(readShareKey(["s1"], slug, key)).toBe(3);
  });

  it("is refused for another project, another version, a changed signature or another secret", () => {
    const key = signShareKey("s1", { slug, version: 3 });
    expect(readShareKey(["s1"], other, key)).toBeNull();
    expect(readShareKey(["s1"], slug, key.replace(/^3\./, "4."))).toBeNull();
    const [version, signature] = key.split(".");
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readShareKey(["s1"], slug, `${version}.${flipped}`)).toBeNull();
    expect(readShareKey(["s2"], slug, key)).toBeNull();
  });

  it("survives a secret rotation (the old secret still listed)", () => {
    const key = signShareKey("old", { slug, version: 0 });
    expect(readShareKey(["new", "old"], slug, key)).toBe(0);
  });

  it("refuses anything that is not a key", () => {
    for (const bad of ["", "0", "x.y", `0.${"a".repeat(42)}`, `-1.${"a".repeat(43)}`, `0.${"a".repeat(43)}/`])
      expect(readShareKey(["s1"], slug, bad)).toBeNull();
  });
});
