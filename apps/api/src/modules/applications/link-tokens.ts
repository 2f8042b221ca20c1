import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/** A random link token (sent in the mail) and its hash (the only thing stored). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The origin mail links point to: PUBLIC_URL, else this server's own address (a local start). */
export function publicBase(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
