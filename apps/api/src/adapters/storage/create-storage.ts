import path from 'node:path';
import type { Config } from '../../config.ts';
import { createFolderStorage } from './folder-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The bucket when S3_BUCKET is set, else DATA_DIR/media (docs/configuration.md "Uploaded pictures"). */
export function createMediaStorage(config: Pick<Config, 's3' | 'dataDir'>): MediaStorage & { close(): void } {
  if (config.s3) return createS3Storage(config.s3);
  return { ...createFolderStorage(path.join(config.dataDir, 'media')), close: () => {} };
}
