import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_SIDE, DOCUMENT_MIN_SIDE } from "./kinds";
import { checkUpload, displayName } from "./validate.server";

/** Decision 412: an upload is judged by its bytes, its size and its dimensions; its name is only ever shown. */
const picture = (width: number, height: number, format: "jpeg" | "png" = "jpeg") => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 160 } } });
  return (format === "png" ? image.png() : image.jpeg())
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "Home address 12" } })
    .toBuffer()
    .then((b) => new Uint8Array(b));
};
const pdf = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("checking a traveller's document", () => {
  it("takes a JPEG or PNG photo and a JPEG, PNG or PDF passport scan, judged by content", async () => {
    const jpeg = await picture(800, 1000);
    expect(await checkUpload("photo", { name: "me.jpg", bytes: jpeg })).toMatchObject({
      ok: true,
      contentType: "image/jpeg",
      fileName: "me.jpg",
    });
    const png = await picture(900, 700, "png");
    expect(await checkUpload("passportScan", { name: "scan.png", bytes: png })).toMatchObject({
      ok: true,
      contentType: "image/png",
    });
    expect(await checkUpload("passportScan", { name: "scan.pdf", bytes: pdf })).toMatchObject({
      ok: true,
      contentType: "application/pdf",
    });
  });

  it("refuses a file whose bytes are not of an accepted type, whatever its extension", async () => {
    // A PDF named as a picture is still a PDF: not a photo.
    expect(await checkUpload("photo", { name: "photo.jpg", bytes: pdf })).toEqual({ ok: false, reason: "type" });
    // Text, an HTML page or a script named .png are nothing accepted.
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(await checkUpload("passportScan", { name: "scan.png", bytes: html })).toEqual({ ok: false, reason: "type" });
    // A WebP is a real picture, but not one of the kinds' types.
    const webp = new Uint8Array(
      await sharp({ create: { width: 800, height: 800, channels: 3, background: "#888" } })
        .webp()
        .toBuffer(),
    );
    expect(await checkUpload("photo", { name: "p.jpg", bytes: webp })).toEqual({ ok: false, reason: "type" });
    // A JPEG's first bytes and nothing else cannot be decoded.
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
    expect(await checkUpload("photo", { name: "p.jpg", bytes: broken })).toEqual({ ok: false, reason: "type" });
  });

  it("refuses an empty file and one over the size limit", async () => {
    expect(await checkUpload("photo", { name: "p.jpg", bytes: new Uint8Array() })).toEqual({
      ok: false,
      reason: "missing",
    });
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(await picture(800, 800));
    expect(await checkUpload("passportScan", { name: "big.jpg", bytes: big })).toEqual({ ok: false, reason: "size" });
  });

  it("refuses pictures too small to read and too large to be a scan", async () => {
    expect(
      await checkUpload("photo", { name: "p.png", bytes: await picture(DOCUMENT_MIN_SIDE - 1, 900, "png") }),
    ).toEqual({ ok: false, reason: "tooSmall" });
    expect(
      await checkUpload("passportScan", { name: "s.png", bytes: await picture(DOCUMENT_MAX_SIDE + 1, 700, "png") }),
    ).toEqual({ ok: false, reason: "tooLarge" });
    expect(
      (await checkUpload("photo", { name: "p.png", bytes: await picture(DOCUMENT_MIN_SIDE, DOCUMENT_MIN_SIDE, "png") }))
        .ok,
    ).toBe(true);
  });

  it("keeps pictures without their EXIF (camera, owner, place)", async () => {
    const jpeg = await picture(800, 1000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const checked = await checkUpload("photo", { name: "me.jpg", bytes: jpeg });
    if (!checked.ok) throw new Error("refused");
    const meta = await sharp(checked.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(checked.bytes).includes("SecretCam")).toBe(false);
    expect([meta.width, meta.height]).toEqual([800, 1000]);
  });

  it("never takes a path from a file's name: only its last part is shown, tidied", async () => {
    expect(displayName("../../etc/passwd", "pdf")).toBe("passwd");
    expect(displayName("a/b.png", "png")).toBe("b.png");
    expect(displayName("C:\\Users\\me\\scan.pdf", "pdf")).toBe("scan.pdf");
    expect(displayName("../", "jpg")).toBe("document.jpg");
    expect(displayName("..", "jpg")).toBe("document.jpg");
    expect(displayName("\u202egpj.exe", "jpg")).toBe("gpj.exe");
    expect(displayName("x".repeat(300), "jpg")).toHaveLength(100);
    const checked = await checkUpload("passportScan", { name: "../../etc/passwd", bytes: pdf });
    expect(checked).toMatchObject({ ok: true, fileName: "passwd" });
  });
});
