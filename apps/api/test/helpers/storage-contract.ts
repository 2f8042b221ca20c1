import { expect } from 'vitest';
import type { MediaStorage } from '../../src/adapters/storage/media-storage.ts';

/** What every media storage does (adapters/storage/media-storage.ts), checked the same way for each. */
export async function checkStorageContract(storage: MediaStorage) {
  const key = `contract-${Date.now()}-400x225.webp`;
  const body = Buffer.from('RIFF\0\0\0\0WEBPcontract bytes');
  expect(await storage.exists(key)).toBe(false);
  expect(await storage.get(key)).toBeNull();

  await storage.put({ key, body, contentType: 'image/webp' });
  expect(await storage.exists(key)).toBe(true);
  const stored = await storage.get(key);
  expect(stored?.contentType).toBe('image/webp');
  expect(Buffer.compare(stored!.body, body)).toBe(0);

  const replacement = Buffer.from('RIFF\0\0\0\0WEBPreplaced');
  await storage.put({ key, body: replacement, contentType: 'image/webp' });
  expect(Buffer.compare((await storage.get(key))!.body, replacement)).toBe(0);

  await storage.delete(key);
  expect(await storage.exists(key)).toBe(false);
  expect(await storage.get(key)).toBeNull();
  // Deleting what is not there is not an error.
  await storage.delete(key);
  // A key that could leave the folder or bucket root is refused before any I/O.
  await expect(storage.put({ key: '../escape.webp', body, contentType: 'image/webp' })).rejects.toThrow(
    /Unsafe/,
  );
}
