import { describe, expect, it } from "vitest";
import { itemPictureId, itemPicturePath, itemPictureSources } from "./item-pictures";

describe("an estimate item's picture addresses", () => {
  it("keeps the larger width and serves both", () => {
    expect(itemPicturePath(12)).toBe("/_/content-image/12/640.webp");
    expect(itemPictureSources("/_/content-image/12/640.webp")).toEqual({
      small: "/_/content-image/12/320.webp",
      large: "/_/content-image/12/640.webp",
      srcSet: "/_/content-image/12/320.webp 320w, /_/content-image/12/640.webp 640w",
    });
  });

  it("names only the site's own pictures", () => {
    expect(itemPictureId("/_/content-image/7/640.webp")).toBe(7);
    for (const other of [
      "https://evil.example/x.webp",
      "/_/content-image/7/640.png",
      "/_/content-image/x/640.webp",
      "",
    ])
      expect(itemPictureId(other)).toBeNull();
    expect(itemPictureSources("javascript:alert(1)")).toBeNull();
  });
});
