import type { ImageKind } from '../../db/schema/images.ts';

export { IMAGE_KINDS, type ImageKind, type ImageVariant } from '../../db/schema/images.ts';

// The sizes the customer screens draw (docs/layout-and-images.md "Uploaded pictures"). Each kind is
// cropped to its shape and stored at two widths, the full one and half of it, in AVIF and WebP:
// - cover 16:9: the restaurant page's banner is at most 800 px wide; cards and order banners take 400;
// - logo square: at most a few dozen CSS px wherever it appears, 256 covers 3× density;
// - dish 4:3 (the demo's 320×240): the menu card's 96-112 px square takes 320, the item dialog's
//   full-width picture 640.
export const IMAGE_SHAPES: Record<ImageKind, { width: number; height: number }> = {
  cover: { width: 800, height: 450 },
  logo: { width: 256, height: 256 },
  dish: { width: 640, height: 480 },
};

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Both widths of a kind, largest first (the web derives the half from the url, apps/web/src/lib/image-sizes.ts). */
export function sizesOf(kind: ImageKind): { width: number; height: number }[] {
  const { width, height } = IMAGE_SHAPES[kind];
  return [
    { width, height },
    { width: width / 2, height: height / 2 },
  ];
}

export const MEDIA_PATH_PREFIX = '/media/';

/** A stored file's name: `<id>-<w>x<h>.<format>`, the id being the content hash (32 hex digits). */
export const fileNameOf = (id: string, size: { width: number; height: number }, format: ImageFormat) =>
  `${id}-${size.width}x${size.height}.${format}`;

/** The one url of an image, what restaurants and foods store: its largest WebP file. */
export const imageUrlOf = (id: string, kind: ImageKind) =>
  `${MEDIA_PATH_PREFIX}${fileNameOf(id, IMAGE_SHAPES[kind], 'webp')}`;

/** Names the /media/ route serves; anything else is a 404 without touching the storage. */
export const MEDIA_FILE_NAME = /^([0-9a-f]{32})-(\d{2,4})x(\d{2,4})\.(avif|webp)$/;

/** The image id a url of ours names, or null for any other picture (the demo's SVGs, an outside url). */
export function imageIdOfUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return null;
  return MEDIA_FILE_NAME.exec(url.slice(MEDIA_PATH_PREFIX.length))?.[1] ?? null;
}
