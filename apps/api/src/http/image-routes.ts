import { AppError, ERROR_MESSAGES, isAppError } from '@food/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaStorage } from '../adapters/storage/media-storage.ts';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { enforceRateLimits } from '../lib/rate-limits.ts';
import { authenticate } from '../modules/auth/authenticate.ts';
import { IMAGE_KINDS, type ImageKind, MEDIA_FILE_NAME } from '../modules/images/image-variants.ts';
import { storeImage } from '../modules/images/store-image.ts';
import { sendErrorAnswer } from './error-answers.ts';

// The one image path (docs/admin.md "Images"): restaurants' logos and covers and dish photos are
// POSTed here as raw bytes and served back under /media/. The url it answers is what the screens
// store through their own mutations.

export const UPLOAD_PATH = '/uploads/images';
export const MEDIA_PATH = '/media/:file';
/** The largest upload; the server's 512 KB limit (server.ts) is raised for this route only. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_ROLES = new Set(['RESTAURANT', 'ADMIN']);
// A file name holds a content hash: the same name always means the same bytes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type ImageRouteDeps = {
  db: Db;
  config: Config;
  storage: MediaStorage;
  rateLimiter: RateLimiter;
  now: () => Date;
};

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller file or export it at a lower resolution.`,
  );

export function registerImageRoutes(app: FastifyInstance, deps: ImageRouteDeps) {
  // Its own scope: the raw-bytes body parser and the upload's error wording apply to this route only.
  void app.register(async (scope) => {
    const uploaders = new WeakMap<FastifyRequest, string>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, req, reply) =>
      sendErrorAnswer(
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? (tooLarge() as never) : error,
        req,
        reply,
      ),
    );

    scope.post(
      UPLOAD_PATH,
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        // Who may upload is settled before the body is read: a stranger's 10 MB is never received.
        onRequest: async (req, reply) => {
          const now = deps.now();
          const user = await authenticate({
            db: deps.db,
            secret: deps.config.jwtSecret,
            authorization: req.headers.authorization,
            now,
          });
          if (!user) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.notLoggedIn);
          if (!UPLOAD_ROLES.has(user.role)) {
            throw new AppError('FORBIDDEN', 'Only restaurant and operator accounts can upload pictures.');
          }
          try {
            await enforceRateLimits({
              rateLimiter: deps.rateLimiter,
              config: deps.config,
              now,
              checks: [{ rule: 'imageUploadPerUser', subject: user.id }],
            });
          } catch (error) {
            if (isAppError(error) && error.code === 'RATE_LIMITED')
              reply.header('retry-after', String(error.extensions.retryAfter ?? 60));
            throw error;
          }
          uploaders.set(req, user.id);
        },
      },
      async (req, reply) => {
        const kind = (req.query as Record<string, unknown>)['kind'];
        if (typeof kind !== 'string' || !(IMAGE_KINDS as readonly string[]).includes(kind)) {
          throw new AppError('BAD_REQUEST', `kind must be one of ${IMAGE_KINDS.join(', ')}.`);
        }
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const { created, ...image } = await storeImage({
          db: deps.db,
          storage: deps.storage,
          kind: kind as ImageKind,
          bytes,
          uploadedBy: uploaders.get(req)!,
        });
        return reply
          .code(created ? 201 : 200)
          .header('cache-control', 'no-store')
          .send(image);
      },
    );
  });

  // Served from the storage whichever it is (a proxy for S3: one origin, the bucket can stay private).
  app.get(MEDIA_PATH, { compress: false }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const found = MEDIA_FILE_NAME.test(file) ? await deps.storage.get(file) : null;
    if (!found) throw new AppError('NOT_FOUND', 'There is no such picture.');
    return reply
      .header('content-type', found.contentType)
      .header('cache-control', IMMUTABLE)
      .send(found.body);
  });
}
