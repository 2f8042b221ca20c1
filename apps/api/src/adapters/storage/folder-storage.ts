import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOfKey, type MediaStorage } from './media-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (DATA_DIR/media): the default, for a single instance or a shared volume. */
export function createFolderStorage(folder: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(folder, key);
  };
  return {
    async put({ key, body }) {
      const file = fileOf(key);
      await mkdir(folder, { recursive: true });
      // Written beside and renamed into place, so a concurrent reader gets the old file or the whole new one.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
