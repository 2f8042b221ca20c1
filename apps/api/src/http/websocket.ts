import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { TrustProxy } from '../config.ts';
import { registeredDocumentOf, type TrustedDocumentsOptions } from '../graphql/trusted-documents.ts';
import type { YogaServer } from '../graphql/yoga.ts';
import { createClientIpResolver } from './client-ip.ts';
import type { OriginPolicy } from './origins.ts';

type Enveloped = ReturnType<YogaServer['getEnveloped']>;

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

  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== yoga.graphqlEndpoint) {
      socket.destroy();
      return;
    }
    // Browsers apply no CORS to websockets: a page of another site may only connect when allowed.
    if (!origins.mayConnect(request.headers.origin, request.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  app.addHook('onClose', async () => {
    await server.dispose();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
