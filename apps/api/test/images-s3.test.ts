import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderStorage } from '../src/adapters/storage/folder-storage.ts';
import { loadConfig } from '../src/config.ts';
import { createS3Storage, type S3Settings } from '../src/adapters/storage/s3-storage.ts';
import { releaseImage } from '../src/modules/images/release-image.ts';
import { createUser } from './helpers/factories.ts';
import { filesIn, makePicture, postUpload } from './helpers/image-fixtures.ts';
import { checkStorageContract } from './helpers/storage-contract.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, sessionTokenFor, testConfig, type TestApp } from './helpers/test-server.ts';

// Uploaded pictures in an S3-compatible bucket (docs/configuration.md "Uploaded pictures"): s3rver, a
// local S3 server, runs on a random port over a temporary folder; the adapter meets the same contract
// as the data folder, and an upload through the server configured with S3 lands in the bucket and is
// served back from it.

const NOW = new Date('2025-06-04T12:00:00Z');
let directory: string;
let s3rver: S3rver;
let settings: S3Settings;
let client: S3Client;
let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'images-s3-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(directory, 's3'), silent: true });
  const { port } = await s3rver.run();
  settings = {
    bucket: 'pictures',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  database = await createTestDatabase();
  api = await createTestApp({
    db: database.db,
    config: testConfig({ dataDir: path.join(directory, 'data'), s3: settings }),
    now: NOW,
  });
});

afterAll(async () => {
  await api?.app.close();
  await database?.close();
  client?.destroy();
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

const bucketKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }))).Contents ?? [])
    .map((object) => object.Key!)
    .sort();

describe('media storage contract', () => {
  it('holds for the S3 storage', async () => {
    const storage = createS3Storage(settings);
    await checkStorageContract(storage);
    storage.close();
  });

  it('holds for the data-folder storage', async () => {
    await checkStorageContract(createFolderStorage(path.join(directory, 'folder')));
  });
});

describe('uploads with S3_BUCKET set', () => {
  it('stores the variants in the bucket (not the data folder), serves them, and releases them', async () => {
    const token = await sessionTokenFor(await createUser(database.db, { role: 'RESTAURANT' }), { now: NOW });
    const body = await makePicture('jpeg', { width: 1200, height: 900 });
    const answer = await postUpload(api.app, { body, kind: 'dish', token });
    expect(answer.statusCode).toBe(201);
    const { url } = JSON.parse(answer.body) as { url: string };
    const id = url.slice(7, 39);
    expect(await bucketKeys()).toEqual(
      [`${id}-320x240.avif`, `${id}-320x240.webp`, `${id}-640x480.avif`, `${id}-640x480.webp`].sort(),
    );
    expect(await filesIn(path.join(directory, 'data', 'media'))).toEqual([]);

    const served = await api.app.inject({ method: 'GET', url: url.replace('640x480.webp', '320x240.avif') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });

    expect(await releaseImage({ db: database.db, storage: api.app.media, url })).toEqual({ released: true });
    expect(await bucketKeys()).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('S3 settings', () => {
  it('are read from the environment, and half a pair of credentials is refused', () => {
    const config = loadConfig({
      env: {
        JWT_SECRET: 'x'.repeat(32),
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    expect(config.s3).toEqual({
      bucket: 'pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ env: { JWT_SECRET: 'x'.repeat(32) } }).s3).toBeUndefined();
    expect(() =>
      loadConfig({ env: { JWT_SECRET: 'x'.repeat(32), S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'key' } }),
    ).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/);
    expect(() =>
      loadConfig({ env: { JWT_SECRET: 'x'.repeat(32), S3_ENDPOINT: 'http://127.0.0.1:9000' } }),
    ).toThrow(/S3_BUCKET: required/);
  });
});
