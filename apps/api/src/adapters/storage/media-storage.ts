// Where uploaded pictures live (docs/admin.md "Images"): a folder under DATA_DIR by default, an
// S3-compatible bucket when S3_BUCKET is set (docs/configuration.md). Keys are flat file names made by
// modules/images (content hash, size, format); the storage never interprets them beyond their extension.

export type StoredFile = { body: Buffer; contentType: string };

export interface MediaStorage {
  /** Writes (or overwrites) one file; a reader never sees it half written. */
  put(options: { key: string; body: Buffer; contentType: string }): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The content type a stored file is served with, from its extension. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

// Keys come from modules/images, but a storage that writes to a disk refuses anything that could
// leave its folder, whoever calls it.
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,199}$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
}
