import { authorizationHeader } from './graphql-client.ts';
import { getToken } from './session.ts';

// The browser's half of the one image path (docs/admin.md "Images"): the file's bytes go to
// POST /uploads/images, which checks them, converts them and answers where the image now lives. The
// url is opaque to screens: they store it through their own mutation (a logo, a cover, a dish photo).

export type ImageKind = 'logo' | 'cover' | 'dish';
export type UploadedImage = { url: string; width: number; height: number };
export type UploadFailure = { code: string; message: string };

export const UPLOAD_PATH = '/uploads/images';
/** The server's limit (apps/api/src/http/image-routes.ts MAX_UPLOAD_BYTES), checked before sending. */
export const MAX_UPLOAD_MB = 10;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export async function uploadImage(
  file: Blob,
  kind: ImageKind,
  send: typeof fetch = fetch,
): Promise<{ image: UploadedImage } | { error: UploadFailure }> {
  try {
    const response = await send(`${UPLOAD_PATH}?kind=${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', ...authorizationHeader(getToken()) },
      body: file,
    });
    const body = (await response.json().catch(() => null)) as
      (UploadedImage & { code?: undefined }) | { code: string; message: string } | null;
    if (response.ok && body && typeof (body as UploadedImage).url === 'string') {
      return { image: body as UploadedImage };
    }
    const failure = body as { code?: string; message?: string } | null;
    return { error: { code: failure?.code ?? 'INTERNAL_SERVER_ERROR', message: failure?.message ?? '' } };
  } catch {
    return { error: { code: 'SERVICE_UNAVAILABLE', message: '' } };
  }
}
