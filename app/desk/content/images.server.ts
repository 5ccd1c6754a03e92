import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { contentImages, contentImageVariants } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";

/**
 * Pictures uploaded on the desk (decisions 115, 117): the type is read from the bytes (file-type), never
 * from the name or the browser's claim; JPEG, PNG and WebP only, at most IMAGE_MAX_BYTES and
 * IMAGE_MAX_SIDE pixels a side, at least the frame's smallest width wide. Each is cut to the frame the
 * site shows it in (an article's 2:1 cover, a team member's square portrait) and kept as WebP in the
 * widths the site serves for it.
 */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_WIDTHS = [600, 1200] as const;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Where a picture is shown: the widths served and width ÷ height. */
export interface ImageFrame {
  widths: readonly number[];
  ratio: number;
  /** The largest upload taken for this frame; IMAGE_MAX_BYTES when not given. */
  maxBytes?: number;
}
/** An article's cover, 2:1, shown up to 1200 pixels wide. */
export const COVER_FRAME: ImageFrame = { widths: IMAGE_WIDTHS, ratio: 2 };
/** A team member's portrait: a circle of 32 to 128 CSS pixels (team.tsx, team.$slug.tsx, blog.$slug.tsx), sharp on 2× screens. */
export const PORTRAIT_FRAME: ImageFrame = { widths: [128, 256], ratio: 1 };

export type ImageCheck =
  | { ok: true; width: number; height: number; variants: { width: number; data: Buffer }[] }
  | { ok: false; reason: "type" | "size" | "dimensions" };

export async function prepareImage(bytes: Uint8Array, frame: ImageFrame = COVER_FRAME): Promise<ImageCheck> {
  if (bytes.byteLength === 0 || bytes.byteLength > (frame.maxBytes ?? IMAGE_MAX_BYTES))
    return { ok: false, reason: "size" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, reason: "type" };
  const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE })
    .metadata()
    .catch(() => null);
  if (!meta) return { ok: false, reason: "type" };
  const { width = 0, height = 0 } = meta;
  const smallest = frame.widths[0]!;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width < smallest || height < smallest / frame.ratio)
    return { ok: false, reason: "dimensions" };
  const variants = await Promise.all(
    frame.widths.map(async (w) => ({
      width: w,
      data: await sharp(bytes)
        .rotate()
        .resize({ width: w, height: Math.round(w / frame.ratio), fit: "cover", withoutEnlargement: false })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  return { ok: true, width, height, variants };
}

/** Where the site shows a picture at one width. */
export const imagePath = (id: number, width: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) =>
  `/_/content-image/${id}/${width}.webp`;

/** Keeps a checked picture's variants inside the caller's transaction; its id. */
export async function keepImage(tx: Tx, image: Extract<ImageCheck, { ok: true }>): Promise<number> {
  const [created] = await tx.insert(contentImages).values({ width: image.width, height: image.height }).returning();
  await tx
    .insert(contentImageVariants)
    .values(image.variants.map((v) => ({ imageId: created!.id, width: v.width, data: v.data.toString("base64") })));
  return created!.id;
}
