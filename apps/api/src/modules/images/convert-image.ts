import { AppError } from '@food/domain';
import type sharp from 'sharp';
import { detectImageType } from './detect-image-type.ts';
import { fileNameOf, IMAGE_FORMATS, type ImageKind, sizesOf } from './image-variants.ts';

/** Larger pictures are refused before they are decoded: 40 MP is a 7300×5500 photo, 160 MB of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Smaller than this cannot fill even a card's thumbnail. */
export const MIN_SIDE_PIXELS = 100;

export type ConvertedFile = {
  file: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  body: Buffer;
};

// One conversion at a time per instance: a 40 MP photo takes a few hundred MB while it is decoded and
// both cores while it is encoded, and the API must keep answering customers meanwhile. Uploads are
// rare (staff editing a menu), so waiting behind another one costs little.
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = previous.then(task, task);
  previous = run.catch(() => undefined);
  return run;
}

const ENCODERS = {
  // Quality chosen so photos look the same side by side at 2× density; AVIF at half the WebP bytes.
  avif: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 3 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 78 }),
};

/**
 * Checks the uploaded bytes and draws every stored variant of `kind` from them: cropped to the kind's
 * shape around the most interesting part, auto-rotated by EXIF, metadata (camera, location) dropped.
 */
export async function convertImage({
  id,
  kind,
  bytes,
}: {
  id: string;
  kind: ImageKind;
  bytes: Buffer;
}): Promise<ConvertedFile[]> {
  if (!detectImageType(bytes)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Only JPEG, PNG and WebP pictures can be uploaded, and this file is none of them.',
    );
  }
  // Loaded on the first upload: the server starts without libvips (docs/architecture.md "Start-up").
  const { default: sharp } = await import('sharp');
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await source.metadata().catch(() => null);
  if (!metadata?.width || !metadata.height) {
    throw new AppError('BAD_USER_INPUT', 'The picture could not be read; the file may be damaged.');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The picture is ${metadata.width}×${metadata.height} pixels; at most 40 megapixels are accepted.`,
    );
  }
  if (Math.min(metadata.width, metadata.height) < MIN_SIDE_PIXELS) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The picture is ${metadata.width}×${metadata.height} pixels; it must be at least ${MIN_SIDE_PIXELS}×${MIN_SIDE_PIXELS}.`,
    );
  }
  const oriented = source.rotate();
  try {
    const convertAll = () => {
      const jobs = sizesOf(kind).flatMap((size) =>
        IMAGE_FORMATS.map(async (format) => ({
          file: fileNameOf(id, size, format),
          format,
          ...size,
          body: await ENCODERS[format](
            oriented
              .clone()
              .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention }),
          ).toBuffer(),
        })),
      );
      return Promise.all(jobs);
    };
    return await oneAtATime(convertAll);
  } catch {
    // The header was fine but the pixels are not (a truncated file).
    throw new AppError('BAD_USER_INPUT', 'The picture could not be read; the file may be damaged.');
  }
}
