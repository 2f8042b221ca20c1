import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from '../src/modules/auth/session-token.ts';

// verifySessionToken remembers tokens whose signature it checked (docs/api-performance.md
// "placeOrder"); a remembered token must still expire on time and count only under its own secret.

const SECRET = 's'.repeat(48);
const USER = '5f0c6a8e-2b1d-4c3e-9f4a-7b6c5d4e3f21';
const SIGNED_AT = new Date('2025-06-04T12:00:00Z');
const at = (seconds: number) => new Date(SIGNED_AT.getTime() + seconds * 1000);

async function sign(secret = SECRET) {
  const { token } = await signSessionToken({
    userId: USER,
    tokenVersion: '3',
    secret,
    ttlSeconds: 60,
    now: SIGNED_AT,
  });
  return token;
}

describe('verifySessionToken', () => {
  it('accepts a token again until its expiry, then refuses it', async () => {
    const token = await sign();
    const claims = { userId: USER, tokenVersion: '3' };
    expect(await verifySessionToken({ token, secret: SECRET, now: at(1) })).toEqual(claims);
    expect(await verifySessionToken({ token, secret: SECRET, now: at(59) })).toEqual(claims);
    expect(await verifySessionToken({ token, secret: SECRET, now: at(60) })).toBeNull();
    expect(await verifySessionToken({ token, secret: SECRET, now: at(3600) })).toBeNull();
  });

  it('does not accept a remembered token under another secret', async () => {
    const token = await sign();
    expect(await verifySessionToken({ token, secret: SECRET, now: at(1) })).not.toBeNull();
    expect(await verifySessionToken({ token, secret: 'o'.repeat(48), now: at(2) })).toBeNull();
  });

  it('never remembers a forged token', async () => {
    const forged = await sign('f'.repeat(48));
    expect(await verifySessionToken({ token: forged, secret: SECRET, now: at(1) })).toBeNull();
    expect(await verifySessionToken({ token: forged, secret: SECRET, now: at(2) })).toBeNull();
  });
});
