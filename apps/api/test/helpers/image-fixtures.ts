import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

// Pictures drawn at test time (no binary fixtures): a gradient-ish block of colour in each format.

export async function makePicture(
  format: 'jpeg' | 'png' | 'webp',
  { width, height, seed = 0 }: { width: number; height: number; seed?: number },
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200 - seed, g: 80 + seed, b: 40 } },
  }).composite([
    {
      input: {
        create: {
          width: Math.ceil(width / 3),
          height: Math.ceil(height / 3),
          channels: 3,
          background: '#2a6',
        },
      },
      top: Math.floor(height / 3),
      left: Math.floor(width / 3),
    },
  ]);
  return image.toFormat(format).toBuffer();
}

/** POSTs raw bytes to the upload route as the browser does (lib/upload-image.ts). */
export function postUpload(
  app: FastifyInstance,
  { body, kind = 'cover', token }: { body: Buffer; kind?: string; token?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/uploads/images?kind=${kind}`,
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });
}

/** The file names in a storage folder (none when it does not exist yet). */
export async function filesIn(folder: string): Promise<string[]> {
  return (await readdir(folder).catch(() => [] as string[])).sort();
}
