import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

// What the GraphQL tests cannot wait for: a service that answers too slowly.

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    setTimeout(() => response.end('[]'), 1000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the Nominatim adapter', () => {
  it('gives up after its timeout with GeocoderUnavailableError', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl, timeoutMs: 50 });
    const started = Date.now();
    await expect(geocoder.reverse({ latitude: 33.7, longitude: 73 })).rejects.toThrow(
      GeocoderUnavailableError,
    );
    await expect(geocoder.suggest({ query: 'x', near: null, limit: 5 })).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(900);
  });
});
