import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { foods, images } from '../src/db/schema/index.ts';
import { releaseImage } from '../src/modules/images/release-image.ts';
import { sweepUnusedImages, UNUSED_IMAGE_GRACE_MS } from '../src/modules/images/sweep-unused-images.ts';
import { createMenu, createRestaurant, createUser } from './helpers/factories.ts';
import { filesIn, makePicture, postUpload } from './helpers/image-fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import {
  createTestApp,
  GENEROUS_RATE_LIMITS,
  sessionTokenFor,
  testConfig,
  type TestApp,
} from './helpers/test-server.ts';

// The one image path through the real server (docs/admin.md "Images"): uploads are checked by their
// content, converted to AVIF and WebP at the sizes the customer screens draw, stored by content hash
// under DATA_DIR/media, served immutable, and removed by releaseImage once nothing shows them.

const NOW = new Date('2025-06-04T12:00:00Z');
// Above what any one account of the other tests sends.
const UPLOAD_LIMIT = 20;
let database: TestDatabase;
let api: TestApp;
let dataDir: string;
let mediaDir: string;
let restaurantToken: string;
let adminToken: string;
let customerToken: string;

type UploadAnswer = { url: string; width: number; height: number };
type ErrorAnswer = { code: string; message: string; error: string };

const storedRows = async () => database.db.select().from(images);

async function expectNothingStoredBy(send: () => Promise<{ statusCode: number; body: string }>) {
  const filesBefore = await filesIn(mediaDir);
  const rowsBefore = (await storedRows()).length;
  const answer = await send();
  expect(await filesIn(mediaDir)).toEqual(filesBefore);
  expect((await storedRows()).length).toBe(rowsBefore);
  return { status: answer.statusCode, body: JSON.parse(answer.body) as ErrorAnswer };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'images-upload-'));
  mediaDir = path.join(dataDir, 'media');
  database = await createTestDatabase();
  const rateLimits = {
    ...GENEROUS_RATE_LIMITS,
    imageUploadPerUser: { limit: UPLOAD_LIMIT, windowSeconds: 3600 },
  };
  api = await createTestApp({ db: database.db, config: testConfig({ dataDir, rateLimits }), now: NOW });
  const tokenOf = async (role: 'RESTAURANT' | 'ADMIN' | 'CUSTOMER') =>
    sessionTokenFor(await createUser(database.db, { role }), { now: NOW });
  [restaurantToken, adminToken, customerToken] = await Promise.all([
    tokenOf('RESTAURANT'),
    tokenOf('ADMIN'),
    tokenOf('CUSTOMER'),
  ]);
});

afterAll(async () => {
  await api?.app.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /uploads/images', () => {
  it.each([
    ['jpeg', 'cover', { width: 1600, height: 1200 }, [800, 450]],
    ['png', 'logo', { width: 300, height: 500 }, [256, 256]],
    ['webp', 'dish', { width: 1000, height: 700 }, [640, 480]],
  ] as const)(
    'converts a %s %s to AVIF and WebP at both sizes',
    async (format, kind, size, [width, height]) => {
      const body = await makePicture(format, size);
      const answer = await postUpload(api.app, {
        body,
        kind,
        token: kind === 'logo' ? adminToken : restaurantToken,
      });
      expect(answer.statusCode).toBe(201);
      const image = JSON.parse(answer.body) as UploadAnswer;
      expect(image).toEqual({
        url: expect.stringMatching(/^\/media\/[0-9a-f]{32}-\d+x\d+\.webp$/),
        width,
        height,
      });
      expect(image.url).toMatch(new RegExp(`-${width}x${height}\\.webp$`));

      const id = image.url.slice('/media/'.length, '/media/'.length + 32);
      const expected = [
        [width, height],
        [width / 2, height / 2],
      ].flatMap(([w, h]) => [`${id}-${w}x${h}.avif`, `${id}-${w}x${h}.webp`]);
      expect((await filesIn(mediaDir)).filter((file) => file.startsWith(id))).toEqual(expected.sort());
      for (const file of expected) {
        const served = await api.app.inject({ method: 'GET', url: `/media/${file}` });
        expect(served.statusCode).toBe(200);
        const meta = await sharp(served.rawPayload).metadata();
        const [, w, h, ext] = /-(\d+)x(\d+)\.(\w+)$/.exec(file)!;
        expect([meta.format, meta.width, meta.height]).toEqual([
          ext === 'avif' ? 'heif' : 'webp',
          Number(w),
          Number(h),
        ]);
      }
      const [row] = (await storedRows()).filter((stored) => stored.id === id);
      expect(row).toMatchObject({ kind, width, height });
      expect(row!.variants.map((variant) => variant.file).sort()).toEqual(expected.sort());
    },
  );

  it('stores the same bytes once: a second upload answers the same url and writes nothing new', async () => {
    const body = await makePicture('jpeg', { width: 900, height: 600, seed: 7 });
    const first = JSON.parse(
      (await postUpload(api.app, { body, token: restaurantToken })).body,
    ) as UploadAnswer;
    const files = await filesIn(mediaDir);
    const again = await postUpload(api.app, { body, token: adminToken });
    expect(again.statusCode).toBe(200);
    expect((JSON.parse(again.body) as UploadAnswer).url).toBe(first.url);
    expect(await filesIn(mediaDir)).toEqual(files);
  });

  it('refuses a renamed text file, an empty body, a 20 MB file and a tiny picture, storing nothing', async () => {
    const text = await expectNothingStoredBy(() =>
      postUpload(api.app, { body: Buffer.from('name,price\nKarahi,1200\n'), token: restaurantToken }),
    );
    expect(text).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(text.body.message).toMatch(/JPEG, PNG and WebP/);

    const empty = await expectNothingStoredBy(() =>
      postUpload(api.app, { body: Buffer.alloc(0), token: restaurantToken }),
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', message: expect.stringMatching(/empty/) },
    });

    const huge = Buffer.alloc(20 * 1024 * 1024, 1);
    huge.set([0xff, 0xd8, 0xff]);
    const tooLarge = await expectNothingStoredBy(() =>
      postUpload(api.app, { body: huge, token: restaurantToken }),
    );
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(tooLarge.body.message).toMatch(/larger than 10 MB/);

    const tiny = await expectNothingStoredBy(async () =>
      postUpload(api.app, {
        body: await makePicture('png', { width: 80, height: 300 }),
        token: restaurantToken,
      }),
    );
    expect(tiny).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: expect.stringMatching(/at least 100×100/) },
    });

    const kind = await expectNothingStoredBy(async () =>
      postUpload(api.app, {
        body: await makePicture('png', { width: 200, height: 200 }),
        kind: 'avatar',
        token: restaurantToken,
      }),
    );
    expect(kind).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it('refuses anonymous and customer uploads before reading them', async () => {
    const body = await makePicture('jpeg', { width: 400, height: 300, seed: 3 });
    const anonymous = await expectNothingStoredBy(() => postUpload(api.app, { body }));
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const customer = await expectNothingStoredBy(() => postUpload(api.app, { body, token: customerToken }));
    expect(customer).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // Even over the size limit, a stranger hears 401, not 413.
    const big = await expectNothingStoredBy(() =>
      postUpload(api.app, { body: Buffer.alloc(11 * 1024 * 1024) }),
    );
    expect(big.status).toBe(401);
  });

  it('limits uploads per account, counting refused ones, with Retry-After', async () => {
    const token = await sessionTokenFor(await createUser(database.db, { role: 'RESTAURANT' }), { now: NOW });
    for (let attempt = 0; attempt < UPLOAD_LIMIT; attempt++) {
      expect((await postUpload(api.app, { body: Buffer.alloc(0), token })).statusCode).toBe(400);
    }
    const refused = await postUpload(api.app, {
      body: await makePicture('png', { width: 200, height: 200 }),
      token,
    });
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await postUpload(api.app, { body: Buffer.alloc(0), token: adminToken })).statusCode).toBe(400);
  });
});

describe('GET /media/<file>', () => {
  it('serves a stored file with its content type and immutable caching, and 404s anything else', async () => {
    const body = await makePicture('png', { width: 400, height: 400, seed: 11 });
    const { url } = JSON.parse(
      (await postUpload(api.app, { body, kind: 'logo', token: adminToken })).body,
    ) as UploadAnswer;
    const webp = await api.app.inject({ method: 'GET', url });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const avif = await api.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.avif') });
    expect(avif.headers['content-type']).toBe('image/avif');

    for (const missing of [
      url.replace(/^\/media\/./, '/media/0'),
      '/media/..%2Fjwt-secret',
      '/media/x.webp',
    ]) {
      const answer = await api.app.inject({ method: 'GET', url: missing });
      expect(answer.statusCode).toBe(404);
      expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    }
  });
});

describe('releaseImage', () => {
  it('removes an image no restaurant or dish shows, and keeps one still shown', async () => {
    const upload = async (seed: number) =>
      (
        JSON.parse(
          (
            await postUpload(api.app, {
              body: await makePicture('jpeg', { width: 640, height: 360, seed }),
              token: restaurantToken,
            })
          ).body,
        ) as UploadAnswer
      ).url;
    const [kept, replaced] = [await upload(20), await upload(21)];
    await createRestaurant(database.db, { image: kept, logo: null });
    const idOf = (url: string) => url.slice(7, 39);

    expect(await releaseImage({ db: database.db, storage: api.app.media, url: kept })).toEqual({
      released: false,
    });
    expect((await filesIn(mediaDir)).filter((file) => file.startsWith(idOf(kept)))).toHaveLength(4);

    expect(await releaseImage({ db: database.db, storage: api.app.media, url: replaced })).toEqual({
      released: true,
    });
    expect((await filesIn(mediaDir)).filter((file) => file.startsWith(idOf(replaced)))).toEqual([]);
    expect((await storedRows()).some((row) => row.id === idOf(replaced))).toBe(false);
    expect((await api.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(404);

    // Not an upload of ours: nothing to do.
    expect(
      await releaseImage({ db: database.db, storage: api.app.media, url: '/images/restaurants/a.svg' }),
    ).toEqual({
      released: false,
    });
  });
});

describe('sweepUnusedImages', () => {
  it('removes uploads nothing took once the grace period has passed, and keeps shown or recent ones', async () => {
    const upload = async (seed: number, kind = 'cover') =>
      (
        JSON.parse(
          (
            await postUpload(api.app, {
              body: await makePicture('jpeg', { width: 800, height: 600, seed }),
              kind,
              token: restaurantToken,
            })
          ).body,
        ) as UploadAnswer
      ).url;
    const idOf = (url: string) => url.slice(7, 39);
    const filesOf = async (url: string) =>
      (await filesIn(mediaDir)).filter((file) => file.startsWith(idOf(url)));
    const [abandoned, cover, dish] = [await upload(30), await upload(31), await upload(32, 'dish')];
    const restaurant = await createRestaurant(database.db, { image: cover, logo: null });
    const menu = await createMenu(database.db, restaurant.id);
    await database.db.update(foods).set({ image: dish }).where(eq(foods.id, menu.karahi!.id));
    const sweep = (at: Date) => sweepUnusedImages({ db: database.db, storage: api.app.media, now: at });

    // Within the grace period nothing goes, used or not.
    expect(await sweep(new Date(Date.now() + UNUSED_IMAGE_GRACE_MS - 60_000))).toEqual({ removed: 0 });
    expect(await filesOf(abandoned)).toHaveLength(4);

    // Past it, only the upload nothing shows; the restaurant's cover and the dish photo stay.
    const later = new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000);
    const before = (await storedRows()).length;
    expect((await sweep(later)).removed).toBeGreaterThanOrEqual(1);
    expect(await filesOf(abandoned)).toEqual([]);
    expect((await storedRows()).some((row) => row.id === idOf(abandoned))).toBe(false);
    expect(await filesOf(cover)).toHaveLength(4);
    expect(await filesOf(dish)).toHaveLength(4);
    const left = await storedRows();
    expect(left.some((row) => row.id === idOf(cover)) && left.some((row) => row.id === idOf(dish))).toBe(
      true,
    );
    expect(left.length).toBeLessThan(before);
  });

  it('counts from the last upload of the same content', async () => {
    const body = await makePicture('jpeg', { width: 800, height: 600, seed: 40 });
    const send = async () =>
      (JSON.parse((await postUpload(api.app, { body, token: restaurantToken })).body) as UploadAnswer).url;
    const url = await send();
    const id = url.slice(7, 39);
    // Uploaded long ago, then chosen again now: the second upload renews it.
    await database.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 2 * UNUSED_IMAGE_GRACE_MS) })
      .where(eq(images.id, id));
    expect(await send()).toBe(url);
    await sweepUnusedImages({ db: database.db, storage: api.app.media, now: new Date(Date.now() + 60_000) });
    expect((await storedRows()).some((row) => row.id === id)).toBe(true);
  });
});
