import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { PubSub } from '../adapters/pubsub/pubsub.ts';
import { resumedPubSub } from '../adapters/pubsub/resumed-pubsub.ts';
import type { TrustProxy } from '../config.ts';
import { registeredDocumentOf, type TrustedDocumentsOptions } from '../graphql/trusted-documents.ts';
import type { YogaServer } from '../graphql/yoga.ts';
import { createClientIpResolver } from './client-ip.ts';
import type { OriginPolicy } from './origins.ts';

type Enveloped = ReturnType<YogaServer['getEnveloped']>;

/**
 * The close code every socket gets when the instance shuts down (docs/operations.md "Restarts and
 * shutdown"): 1012 Service Restart, which graphql-ws clients treat as retryable and the web app answers
 * by subscribing again at once (apps/web/src/lib/resubscribe.ts).
 */
export const RESTART_CLOSE_CODE = 1012;

/** How long a socket has to answer the restart close frame before it is cut. */
const CLOSE_HANDSHAKE_MS = 1000;

/**
 * A subscription sent again by a client after its socket was lost marks itself with
 * `extensions.resume: true`; its streams then start with their current state (resumed-pubsub.ts).
 */
function isResumed(extensions: Record<string, unknown> | undefined | null): boolean {
  return extensions?.['resume'] === true;
}

function authorizationOf(params: Record<string, unknown> | undefined): string | null {
  const value = params?.['authorization'] ?? params?.['Authorization'];
  return typeof value === 'string' ? value : null;
}

/**
 * graphql-ws on the same /graphql path (docs/architecture.md#the-shape). Operations run through
 * Yoga's envelop, so the schema, context (token from connectionParams.authorization) and error
 * masking are the same as over HTTP.
 */
export function registerWebSocket(
  app: FastifyInstance,
  yoga: YogaServer,
  {
    maxPayload,
    trustProxy,
    origins,
    trusted,
  }: { maxPayload: number; trustProxy: TrustProxy; origins: OriginPolicy; trusted: TrustedDocumentsOptions },
) {
  const clientIpOf = createClientIpResolver(trustProxy);
  const wss = new WebSocketServer({ noServer: true, maxPayload });
  const envelopes = new WeakMap<object, Enveloped>();

  const server = useServer(
    {
      execute: (args: ExecutionArgs) => envelopes.get(args.contextValue as object)!.execute(args),
      subscribe: (args: ExecutionArgs) => envelopes.get(args.contextValue as object)!.subscribe(args),
      onSubscribe: async (ctx, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const requestId = randomUUID();
        const enveloped = yoga.getEnveloped({
          authorization: authorizationOf(ctx.connectionParams),
          requestId,
          clientIp: clientIpOf(ctx.extra.request),
          log: app.log.child({ reqId: requestId }),
          params: payload,
        });
        let document;
        try {
          // The same rule as over HTTP: outside demo mode only registered documents, refused unparsed.
          document = registeredDocumentOf(payload, trusted) ?? enveloped.parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        const contextValue = await enveloped.contextFactory();
        if (isResumed(payload.extensions)) {
          const context = contextValue as { pubsub: PubSub };
          context.pubsub = resumedPubSub(context.pubsub);
        }
        envelopes.set(contextValue, enveloped);
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
    },
    wss,
  );

  let closing = false;
  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== yoga.graphqlEndpoint) {
      socket.destroy();
      return;
    }
    // Shutting down: the client connects again, to another instance.
    if (closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    // Browsers apply no CORS to websockets: a page of another site may only connect when allowed.
    if (!origins.mayConnect(request.headers.origin, request.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  // Shutdown (main.ts): before the listener closes, every socket is told the service restarts, so its
  // client reconnects at once (to another instance behind a proxy) instead of holding this one open;
  // one that does not answer the close frame is cut after CLOSE_HANDSHAKE_MS.
  app.addHook('preClose', (done) => {
    closing = true;
    if (wss.clients.size > 0) {
      app.log.info({ sockets: wss.clients.size }, 'closing websockets: service restart');
      for (const client of wss.clients) client.close(RESTART_CLOSE_CODE, 'Service Restart');
      setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, CLOSE_HANDSHAKE_MS).unref();
    }
    done();
  });

  app.addHook('onClose', async () => {
    await server.dispose();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
