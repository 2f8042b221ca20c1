import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants } from 'node:zlib';

// Answers smaller than this gain less from compression than the encoder costs (docs/web-rendering.md).
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Buffered answers up to this size are compressed in one synchronous call. The plugin's default
// (8 KB on a 2-core host) sent the 9 KB list and menu answers through a zlib stream per response,
// whose setup and stream plumbing cost more CPU than the compression (docs/api-performance.md).
// At brotli quality 4 a 64 KB answer takes well under a millisecond.
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

// Brotli quality of GraphQL answers, compressed once per request. Quality 1 takes a third of the CPU
// of the plugin's default 4 on the 7-9 KB list and menu answers, for 1-4% more bytes (tens of bytes
// per answer; docs/api-performance.md "Compression of answers").
export const API_ANSWER_BROTLI_QUALITY = 1;

// Brotli quality of pages (and the other answers compressed on the fly). A rendered page repeats its
// markup card after card, which longer matches find: quality 6 sends the restaurant list's 240 KB of
// HTML as 11.3 KB (11.4 KB at 5, 12.4 KB at the default 4) in the same 1.5 ms as quality 5; quality 7
// saves another 0.1 KB for three times the time (docs/api-performance.md "Compression of answers").
export const PAGE_BROTLI_QUALITY = 6;

const OPTIONS = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
} satisfies FastifyCompressOptions;

const PAGE_OPTIONS = {
  ...OPTIONS,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
} satisfies FastifyCompressOptions;

/**
 * The route option of /graphql. A route's options replace the plugin's as a whole (each one left out
 * falls back to the plugin's default, not to what was registered), hence the shared ones again.
 */
export const API_ANSWER_COMPRESSION = {
  ...OPTIONS,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: API_ANSWER_BROTLI_QUALITY } },
} satisfies FastifyCompressOptions;

/**
 * On-the-fly br/gzip for every compressible answer above the threshold (HTML, JSON, SVG, GraphQL).
 * Registered before the routes, as the plugin hooks each route when it is declared. Hashed assets are
 * compressed at build time instead and arrive here already encoded, which the plugin leaves alone;
 * graphql-ws upgrades never pass through Fastify's reply, so sockets are untouched.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, ...PAGE_OPTIONS });
}

/** A request whose Accept-Encoding lists br without weights: the compression plugin then picks br. */
export function prefersBrotli(req: FastifyRequest): boolean {
  const header = req.headers['accept-encoding'];
  return (
    typeof header === 'string' &&
    !header.includes(';') &&
    header.split(',').some((coding) => coding.trim() === 'br')
  );
}

/**
 * Brotli of an answer to keep and send many times, at the given quality. zlib's synchronous output
 * is a view of its 16 KB output chunk: kept as is, a 5 KB answer would hold 16 KB. A buffer of its own
 * size (outside Node's shared pool) holds what a cache counts.
 */
export function brotliToKeep(body: Buffer | string, quality: number): Buffer {
  const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  const kept = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(kept);
  return kept;
}

/**
 * Sends bytes already brotli-encoded with the headers the compression plugin would have added; the
 * plugin leaves an answer that has a Content-Encoding alone.
 */
export function sendBrotli(reply: FastifyReply, body: Buffer) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', 'br');
  reply.header('content-length', body.length);
  return reply.send(body);
}
