import { generateKeyPairSync } from 'node:crypto';
import { startClockServer, type ClockServer } from '../clock-server.ts';

// The restaurant self-service journey's own server: a clock server (its clock moves past a timed pause,
// which no other journey must see) with Web Push turned on. VAPID keys are made for the run, and the
// test's push service's certificate is trusted through NODE_EXTRA_CA_CERTS (the product still refuses
// anything but https endpoints).

export type JourneyServer = ClockServer & {
  /** The VAPID key the server signs its pushes with. */
  vapidPublicKey: string;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export async function startJourneyServer({
  extraCaFile,
  worker = 0,
}: {
  extraCaFile: string;
  /** The Playwright worker's parallel index (clock-server.ts picks the port from it). */
  worker?: number;
}): Promise<JourneyServer> {
  // A JWK's coordinates and private scalar are always full length, as web-push wants them.
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
  const vapidPublicKey = b64url(Buffer.concat([Buffer.from([4]), point(jwk.x), point(jwk.y)]));
  const server = await startClockServer({
    worker,
    name: 'self-service journey server',
    env: { VAPID_PUBLIC_KEY: vapidPublicKey, VAPID_PRIVATE_KEY: jwk.d!, NODE_EXTRA_CA_CERTS: extraCaFile },
  });
  return { ...server, vapidPublicKey };
}
