import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization: Bearer <token>` holds `token`, compared in constant time (hashed first, so lengths never differ). */
export function holdsBearerToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
