import type { MediaStorage } from '../../adapters/storage/media-storage.ts';
import type { Db } from '../../db/types.ts';
import { deleteUnusedImagesBefore } from './images.repository.ts';

/**
 * How long an uploaded picture may wait for the form it was chosen in to be saved. An upload is stored
 * as soon as the file is picked (docs/admin.md "Images"); one that no restaurant, dish or order ever
 * took (the form was abandoned, another file chosen) is removed after this.
 */
export const UNUSED_IMAGE_GRACE_MS = 7 * 24 * 3_600_000;

/** Removes pictures uploaded before `now` − the grace period that nothing shows: rows first, then files. */
export async function sweepUnusedImages({
  db,
  storage,
  now,
  graceMs = UNUSED_IMAGE_GRACE_MS,
}: {
  db: Db;
  storage: MediaStorage;
  now: Date;
  graceMs?: number;
}): Promise<{ removed: number }> {
  const removed = await deleteUnusedImagesBefore(db, new Date(now.getTime() - graceMs));
  // Row first, as releaseImage does: an upload of the same bytes meanwhile writes the files again.
  await Promise.all(
    removed.flatMap((image) => image.variants.map((variant) => storage.delete(variant.file))),
  );
  return { removed: removed.length };
}
