import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Answers smaller than this gain less from compression than the encoder costs (docs/web-rendering.md).
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Buffered answers up to this size are compressed in one synchronous call. The plugin's default
// (8 KB on a 2-core host) sent the 9 KB list and menu answers through a zlib stream per response,
// whose setup and stream plumbing cost more CPU than the compression (docs/api-performance.md).
// At brotli quality 4 a 64 KB answer takes well under a millisecond.
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * On-the-fly br/gzip for every compressible answer above the threshold (HTML, JSON, SVG, GraphQL).
 * Registered before the routes, as the plugin hooks each route when it is declared. Hashed assets are
 * compressed at build time instead and arrive here already encoded, which the plugin leaves alone;
 * graphql-ws upgrades never pass through Fastify's reply, so sockets are untouched.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}
