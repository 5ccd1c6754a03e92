/**
 * The pictures of an estimate's items (decision 815), pure: where one is kept on the site, its widths, and how many an
 * item may have. The desk keeps each as a content image (decision 115) cut to 3:2, in the two widths the items table
 * and its enlargement serve; an item's `pictures` column holds the larger width's address.
 */
export const ITEM_PICTURE_MAX = 4;
export const ITEM_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_PICTURE_WIDTHS = [320, 640] as const;
export const ITEM_PICTURE_RATIO = 3 / 2;

const PATH = /^\/_\/content-image\/(\d{1,9})\/(\d{1,5})\.webp$/;

/** The address of a kept picture at one width. */
export function itemPicturePath(imageId: number, width: number = ITEM_PICTURE_WIDTHS[1]) {
  return `/_/content-image/${imageId}/${width}.webp`;
}

/** The content image an item's picture address names, or null for anything else. */
export function itemPictureId(path: string): number | null {
  const match = PATH.exec(path);
  return match ? Number(match[1]) : null;
}

/** The small and the large address of an item's picture, for `src`, `srcSet` and the link to the enlargement. */
export function itemPictureSources(path: string) {
  const id = itemPictureId(path);
  if (id === null) return null;
  const [small, large] = ITEM_PICTURE_WIDTHS;
  return {
    small: itemPicturePath(id, small),
    large: itemPicturePath(id, large),
    srcSet: `${itemPicturePath(id, small)} ${small}w, ${itemPicturePath(id, large)} ${large}w`,
  };
}
