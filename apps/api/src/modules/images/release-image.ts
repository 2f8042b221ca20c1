import type { MediaStorage } from '../../adapters/storage/media-storage.ts';
import type { Db } from '../../db/types.ts';
import { imageIdOfUrl } from './image-variants.ts';
import { deleteImage, findImage, isImageReferenced } from './images.repository.ts';

/**
 * Deletes an uploaded picture's files and row once nothing shows it any more (docs/admin.md "Images").
 * Call it after a change that replaced or cleared `url` (a restaurant's cover or logo, a dish photo)
 * has committed, with the OLD url: if another restaurant, dish or past order still holds the same url
 * (the same file uploaded twice is one image), nothing happens. Urls that are not uploads (the demo's
 * pictures, null) are ignored. Returns whether the files were removed.
 */
export async function releaseImage({
  db,
  storage,
  url,
}: {
  db: Db;
  storage: MediaStorage;
  url: string | null | undefined;
}): Promise<{ released: boolean }> {
  const id = url ? imageIdOfUrl(url) : null;
  if (!url || !id) return { released: false };
  if (await isImageReferenced(db, url)) return { released: false };
  const image = await findImage(db, id);
  if (!image) return { released: false };
  // Row first: an upload of the same bytes meanwhile then writes the files again (store-image.ts).
  await deleteImage(db, id);
  await Promise.all(image.variants.map((variant) => storage.delete(variant.file)));
  return { released: true };
}
