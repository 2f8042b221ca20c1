import { spawnSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  createVerify,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A stand-in for a browser's push service (FCM, Mozilla's autopush…) on 127.0.0.1, for the journey
// where a restaurant's alert must arrive while its console is closed. The API's Web Push sender only
// talks to https endpoints (apps/api/src/adapters/push/web-push-sender.ts), so this one is https with a
// certificate made for the run, which the journey's server trusts through NODE_EXTRA_CA_CERTS: the
// product's rule stays as it is. The subscription's keys are a real P-256 key pair and auth secret, so
// the recorded messages are decrypted here as a browser would (RFC 8291, aes128gcm).

export type PushedMessage = {
  /** The decrypted payload (the API sends its PushMessage as JSON). */
  payload: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID public key the sender signed with (the `k=` of its Authorization header). */
  vapidKey: string;
  /** Whether the VAPID token's ES256 signature verifies with that key and names this origin. */
  vapidValid: boolean;
};

export type PushService = {
  /** What a browser's PushSubscription.toJSON() gives: the endpoint and the keys to encrypt for. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The certificate's file, for the server's NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  received: PushedMessage[];
  close(): Promise<void>;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A self-signed certificate for 127.0.0.1, made with the openssl command line. */
function makeCertificate(dir: string) {
  const key = path.join(dir, 'push-key.pem');
  const cert = path.join(dir, 'push-cert.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  return { key, cert };
}

/** Decrypts one aes128gcm body for the subscription's private key and auth secret (RFC 8291, 8188). */
function decrypt(body: Buffer, receiver: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end -= 1;
  if (plain[end - 1] !== 2) throw new Error('the push record has no final delimiter');
  return plain.subarray(0, end - 1).toString('utf8');
}

/** Checks the VAPID JWT (ES256 over the raw P-256 public key `k`) and that its audience is `origin`. */
function verifyVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return { vapidKey: '', vapidValid: false };
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(vapidKey, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const verifier = createVerify('SHA256');
  verifier.update(`${header}.${claims}`);
  const signed = verifier.verify(
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string };
  return { vapidKey, vapidValid: signed && aud === origin };
}

export async function startPushService(dir: string): Promise<PushService> {
  const { key, cert } = makeCertificate(dir);
  const receiver = createECDH('prime256v1');
  receiver.generateKeys();
  const auth = randomBytes(16);
  const received: PushedMessage[] = [];
  let origin = '';

  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/push/restaurant-owner') {
        res.writeHead(404).end();
        return;
      }
      try {
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), receiver, auth)) as Record<string, unknown>;
        received.push({ payload, headers: req.headers, ...verifyVapid(req.headers.authorization, origin) });
        // 201 Created is what push services answer to an accepted message.
        res.writeHead(201).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscription: {
      endpoint: `${origin}/push/restaurant-owner`,
      expirationTime: null,
      keys: { p256dh: b64url(receiver.getPublicKey()), auth: b64url(auth) },
    },
    certificateFile: cert,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
