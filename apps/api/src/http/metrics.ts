import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@food/domain';
import type { FastifyInstance } from 'fastify';
import { Kind, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { holdsBearerToken } from './bearer-token.ts';

// Prometheus metrics (docs/operations.md): off unless METRICS_TOKEN or METRICS_LISTEN is set, and then
// prom-client is loaded; a server without them pays nothing. Label values a client chooses (operation
// names, error codes) are bounded, so a client sending random names cannot grow the series without end.

export const METRICS_PATH = '/metrics';
const MAX_LABEL_VALUES = 200;
const OTHER = '(other)';

/** A label whose values come from clients: well-formed names only, at most MAX_LABEL_VALUES of them. */
function boundedLabel() {
  const seen = new Set<string>();
  return (value: string) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(value)) return OTHER;
    if (seen.has(value)) return value;
    if (seen.size >= MAX_LABEL_VALUES) return OTHER;
    seen.add(value);
    return value;
  };
}

export type ServerMetrics = {
  registry: Registry;
  /** Counts and times every GraphQL operation (HTTP and websocket) and the subscriptions held. */
  plugin: Plugin;
  /** Counts a query answered from the answer cache, which Yoga (and so `plugin`) never sees. */
  answeredFromCache(operationName: string | undefined): void;
  /** One pub/sub payload taken by a subscriber `lagMs` after it was published. */
  pubsubDelivered(lagMs: number): void;
  close(): Promise<void>;
};

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function errorCodes(result: unknown): string[] {
  if (isAsyncIterable(result)) return [];
  const results = (Array.isArray(result) ? result : [result]) as (ExecutionResult | undefined)[];
  return results.flatMap((one) =>
    (one?.errors ?? []).map((error) => String(error.extensions?.['code'] ?? 'UNKNOWN')),
  );
}

/** The metrics of one server, or undefined when the configuration exposes none. */
export async function createServerMetrics({
  config,
  db,
}: {
  config: Pick<Config, 'metricsToken' | 'metricsListen'>;
  db: Db;
}): Promise<ServerMetrics | undefined> {
  if (!config.metricsToken && !config.metricsListen) return undefined;
  const prom = await import('prom-client');
  // Our own registry, not prom-client's global one: tests run several servers in one process.
  const registry = new prom.Registry();
  // Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), heap and GC, file descriptors.
  prom.collectDefaultMetrics({ register: registry });

  const operationName = boundedLabel();
  const errorCode = boundedLabel();
  const operations = new prom.Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed, by operation name and type',
    labelNames: ['operation', 'type'],
    registers: [registry],
  });
  const duration = new prom.Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to execute a GraphQL query or mutation (after parsing and validation), by operation name',
    labelNames: ['operation', 'type'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new prom.Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers over HTTP, by code (refused documents included)',
    labelNames: ['code'],
    registers: [registry],
  });
  const subscriptions = new prom.Gauge({
    name: 'graphql_subscriptions_active',
    help: 'GraphQL subscriptions currently held (websocket and SSE)',
    registers: [registry],
  });
  const deliveryLag = new prom.Histogram({
    name: 'pubsub_delivery_lag_seconds',
    help: 'Time from an event published (on any instance) to a subscriber here taking it',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // The PostgreSQL pool (node-postgres); PGlite is one in-process connection and has none.
  const client = (db as unknown as { $client?: unknown }).$client as
    { totalCount: number; idleCount: number; waitingCount: number } | undefined;
  if (client && typeof client.totalCount === 'number') {
    new prom.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections in the pool, by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'busy' }, client.totalCount - client.idleCount);
      },
    });
    new prom.Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL connection from the pool',
      registers: [registry],
      collect() {
        this.set(client.waitingCount);
      },
    });
  }

  const labelsOf = (operation: OperationDefinitionNode | undefined, name: string | null | undefined) => ({
    operation: operationName(name ?? operation?.name?.value ?? 'anonymous'),
    type: operation?.operation ?? 'unknown',
  });
  const operationOf = (document: { definitions: readonly { kind: string }[] }, name?: string | null) =>
    document.definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === Kind.OPERATION_DEFINITION &&
        (!name || (d as OperationDefinitionNode).name?.value === name),
    );

  const plugin: Plugin = {
    onExecute({ args }) {
      const labels = labelsOf(operationOf(args.document, args.operationName), args.operationName);
      operations.inc(labels);
      const end = duration.startTimer(labels);
      return { onExecuteDone: () => void end() };
    },
    onSubscribe({ args }) {
      operations.inc(labelsOf(operationOf(args.document, args.operationName), args.operationName));
      return {
        onSubscribeResult({ result }) {
          if (!isAsyncIterable(result)) return;
          subscriptions.inc();
          return { onEnd: () => subscriptions.dec() };
        },
      };
    },
    onExecutionResult({ result }) {
      for (const code of errorCodes(result)) errors.inc({ code: errorCode(code) });
    },
  };

  const answeredFromCache = (name: string | undefined) =>
    void operations.inc({ operation: operationName(name ?? 'anonymous'), type: 'query' });

  const pubsubDelivered = (lagMs: number) => deliveryLag.observe(lagMs / 1000);
  return { registry, plugin, answeredFromCache, pubsubDelivered, close: async () => registry.clear() };
}

/**
 * GET /metrics on the main port: with METRICS_TOKEN, for a bearer of it (401 otherwise); without it,
 * 404, as if there were no such address. METRICS_LISTEN serves the same on its own address, no token.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  { config, metrics }: { config: Pick<Config, 'metricsToken'>; metrics: ServerMetrics | undefined },
) {
  app.get(METRICS_PATH, async (req, reply) => {
    const token = config.metricsToken;
    if (!token || !metrics) throw new AppError('NOT_FOUND', 'There are no metrics on this address.');
    if (!holdsBearerToken(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'The metrics token is missing or wrong.');
    }
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

/** The METRICS_LISTEN listener: only GET /metrics, for whoever reaches that address. */
export async function startMetricsListener(
  metrics: ServerMetrics,
  listen: { host: string; port: number },
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
