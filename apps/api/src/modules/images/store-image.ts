import { createHash } from 'node:crypto';
import { AppError } from '@food/domain';
import type { MediaStorage } from '../../adapters/storage/media-storage.ts';
import { contentTypeOfKey } from '../../adapters/storage/media-storage.ts';
import type { Db } from '../../db/types.ts';
import { convertImage } from './convert-image.ts';
import { IMAGE_SHAPES, imageUrlOf, type ImageKind } from './image-variants.ts';
import { findImage, insertImage, touchImage } from './images.repository.ts';

export type StoredImage = { url: string; width: number; height: number };

/** The id of an upload: its kind and bytes hashed, so the same file sent again is the same image. */
export const imageIdOf = (kind: ImageKind, bytes: Buffer) =>
  createHash('sha256').update(`${kind}:`).update(bytes).digest('hex').slice(0, 32);

/**
 * Stores an uploaded picture (docs/admin.md "Images"): checks it, converts it to every variant of its
 * kind, writes the files, then records the row. Idempotent: content already stored (row and files)
 * is answered at once, without converting again; a row whose files have gone is repaired.
 * Nothing is written for a refused upload.
 */
export async function storeImage({
  db,
  storage,
  kind,
  bytes,
  uploadedBy,
}: {
  db: Db;
  storage: MediaStorage;
  kind: ImageKind;
  bytes: Buffer;
  uploadedBy: string;
}): Promise<StoredImage & { created: boolean }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The upload is empty: choose a picture file.');
  const id = imageIdOf(kind, bytes);
  const answer = { url: imageUrlOf(id, kind), ...IMAGE_SHAPES[kind] };
  const existing = await findImage(db, id);
  if (existing && (await everyFileExists(storage, existing.variants))) {
    await touchImage(db, id);
    return { ...answer, created: false };
  }

  const files = await convertImage({ id, kind, bytes });
  // Files first, row second: a row always names files that exist (releaseImage removes them in the
  // opposite order).
  await Promise.all(
    files.map((file) =>
      storage.put({ key: file.file, body: file.body, contentType: contentTypeOfKey(file.file) }),
    ),
  );
  await insertImage(db, {
    id,
    kind,
    ...IMAGE_SHAPES[kind],
    variants: files.map(({ file, format, width, height, body }) => ({
      file,
      format,
      width,
      height,
      bytes: body.length,
    })),
    uploadedBy,
  });
  if (existing) await touchImage(db, id);
  return { ...answer, created: !existing };
}

async function everyFileExists(storage: MediaStorage, variants: { file: string }[]): Promise<boolean> {
  const found = await Promise.all(variants.map((variant) => storage.exists(variant.file)));
  return found.every(Boolean);
}
