import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parse, print, validate, visit } from 'graphql';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import {
  PREVIOUS_DOCUMENTS_PATH,
  WEB_DOCUMENTS_PATH,
  createTrustedDocuments,
  withTypenames,
} from '../src/graphql/trusted-documents.ts';
import { buildServer } from '../src/server.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { injectGraphql, testConfig } from './helpers/test-server.ts';
import { createOrder, createTrackingWorld, type TrackingWorld } from './helpers/tracking-factories.ts';

// Trusted documents (docs/api-performance.md "Trusted documents"): outside demo mode only registered
// documents run, sent by hash; anything else is refused before it is parsed, over HTTP and websocket.

/** How apps/web/codegen.ts keys a document: the first 64 bits of its sha256, in hex. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const QUERY = 'query OrderStatus($id: String!) { order(id: $id) { _id orderStatus } }';
const MUTATION =
  'mutation Accept($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id orderStatus } }';
const SUBSCRIPTION = 'subscription Tracking($id: String!) { subscriptionOrder(id: $id) { _id orderStatus } }';
const REGISTERED = Object.fromEntries([QUERY, MUTATION, SUBSCRIPTION].map((text) => [sha256(text), text]));

const NEARBY = 'nearByRestaurants(latitude: 0, longitude: 0) { restaurants { _id } }';
/** Over the alias and token limits: were it parsed, the answer would be QUERY_TOO_COMPLEX. */
const THOUSAND_ALIASES = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${NEARBY}`).join(' ')} }`;

let database: TestDatabase;
let world: TrackingWorld;
const servers: FastifyInstance[] = [];
const clients: Client[] = [];
/** Counts reads of the registered list by the first server. */
const parses = vi.fn();

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createTrackingWorld(database.db);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

/** An earlier build's documents: one still valid, one asking for a field the schema no longer has. */
const OLD_QUERY = 'query OldOrderStatus($id: String!) { order(id: $id) { _id } }';
const OLD_SUBSCRIPTION = 'subscription OldTracking($id: String!) { subscriptionOrder(id: $id) { _id } }';
const REMOVED_FIELD = 'query OldOrderBadge($id: String!) { order(id: $id) { _id badgeColour } }';
const PREVIOUS = {
  builds: [
    {
      replaced: 'b',
      documents: Object.fromEntries([OLD_QUERY, REMOVED_FIELD].map((text) => [sha256(text), text])),
    },
    { replaced: 'a', documents: { [sha256(OLD_SUBSCRIPTION)]: OLD_SUBSCRIPTION } },
  ],
};

async function serve(config: Parameters<typeof testConfig>[0]) {
  const app = await buildServer({
    config: testConfig(config),
    db: database.db,
    logger: false,
    refundSweep: false,
    trustedDocuments: createTrustedDocuments(
      () => {
        parses();
        return REGISTERED;
      },
      { previous: () => PREVIOUS },
    ),
  });
  servers.push(app);
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, body: Record<string, unknown>, token?: string) =>
  injectGraphql(app, body, { token });

const byHash = (text: string, variables?: Record<string, unknown>) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: sha256(text) } },
});

describe('registration on (DEMO_MODE=false)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve({ demoMode: false, arbitraryDocuments: false });
  });

  it('runs a registered query and mutation sent by hash', async () => {
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
    });
    const read = await post(app, byHash(QUERY, { id: order.id }), world.customer.token);
    expect(read.statusCode).toBe(200);
    // __typename below the root is added: urql's document cache reads it.
    expect(read.json()).toEqual({
      data: { order: { __typename: 'Order', _id: order.id, orderStatus: 'PENDING' } },
    });

    const accepted = await post(app, byHash(MUTATION, { id: order.id }), world.manager.token);
    expect(accepted.json().data.acceptOrder).toMatchObject({ _id: order.id, orderStatus: 'ACCEPTED' });
  });

  it('refuses a document sent as text, even a registered one, with 400 DOCUMENT_NOT_REGISTERED', async () => {
    for (const body of [{ query: QUERY, variables: { id: 'x' } }, { query: '{ _health }' }]) {
      const response = await post(app, body);
      expect(response.statusCode).toBe(400);
      const { data, errors } = response.json();
      expect(data).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0].extensions.code).toBe('DOCUMENT_NOT_REGISTERED');
      expect(errors[0].message).toMatch(/only the documents its web app registered/);
    }
  });

  it('refuses 1,000 aliases unparsed: not registered, where parsing would have said too complex', async () => {
    const response = await post(app, { query: THOUSAND_ALIASES });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
      'DOCUMENT_NOT_REGISTERED',
    ]);
  });

  it('refuses an unknown hash, and a request with neither document nor hash, as a GET too', async () => {
    const unknown = await post(app, byHash('query Nope { _health }'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].extensions.code).toBe('DOCUMENT_NOT_REGISTERED');
    expect(unknown.json().errors[0].message).toMatch(/No document is registered under this hash/);

    const nothing = await post(app, { variables: {} });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0].extensions.code).toBe('BAD_REQUEST');

    const get = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ _health }')}`,
      headers: { accept: 'application/json' },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].extensions.code).toBe('DOCUMENT_NOT_REGISTERED');
  });

  it('reads the list once and parses each registered document once, whatever the requests', async () => {
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
    });
    for (let i = 0; i < 3; i++) {
      const response = await post(app, byHash(QUERY, { id: order.id }), world.customer.token);
      expect(response.json().data.order._id).toBe(order.id);
    }
    // One read for this server (its first request); Yoga's validation cache and graphql-jit key on
    // the parsed document, which is the same object on every lookup.
    expect(parses).toHaveBeenCalledTimes(1);
    const documents = createTrustedDocuments(() => REGISTERED);
    expect(documents.lookup(sha256(QUERY))).toBe(documents.lookup(sha256(QUERY)));
    expect(documents.lookup(sha256('query Nope { _health }'))).toBeNull();
  });

  it("across a deploy: runs an earlier build's document that still validates, refuses one that does not with DOCUMENT_OUTDATED", async () => {
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
    });
    const old = await post(app, byHash(OLD_QUERY, { id: order.id }), world.customer.token);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ data: { order: { __typename: 'Order', _id: order.id } } });

    for (let i = 0; i < 2; i++) {
      const removed = await post(app, byHash(REMOVED_FIELD, { id: order.id }), world.customer.token);
      expect(removed.statusCode).toBe(400);
      expect(removed.json().errors).toHaveLength(1);
      expect(removed.json().errors[0].extensions.code).toBe('DOCUMENT_OUTDATED');
    }
    // Never registered by any build: still the plain refusal.
    const never = await post(app, byHash('query Never { _health }'), world.customer.token);
    expect(never.json().errors[0].extensions.code).toBe('DOCUMENT_NOT_REGISTERED');
  });

  describe('over graphql-ws', () => {
    let url: string;
    beforeAll(async () => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      url = address.replace(/^http/, 'ws') + '/graphql';
    });
    const clientFor = (token: string) => {
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
        lazy: true,
      });
      clients.push(client);
      return client;
    };

    it('runs a registered subscription sent by hash (query empty, as the web sends it)', async () => {
      const order = await createOrder(database.db, {
        userId: world.customer.user.id,
        restaurantId: world.restaurant.id,
      });
      const subscription = clientFor(world.customer.token).iterate({
        query: '',
        ...byHash(SUBSCRIPTION, { id: order.id }),
      });
      const first = await subscription.next();
      expect(first.value).toEqual({
        data: { subscriptionOrder: { __typename: 'Order', _id: order.id, orderStatus: 'PENDING' } },
      });
      await subscription.return?.();
    });

    it("runs an earlier build's subscription; refuses an outdated document with DOCUMENT_OUTDATED", async () => {
      const order = await createOrder(database.db, {
        userId: world.customer.user.id,
        restaurantId: world.restaurant.id,
      });
      const subscription = clientFor(world.customer.token).iterate({
        query: '',
        ...byHash(OLD_SUBSCRIPTION, { id: order.id }),
      });
      expect((await subscription.next()).value).toEqual({
        data: { subscriptionOrder: { __typename: 'Order', _id: order.id } },
      });
      await subscription.return?.();
      const errors = await new Promise<unknown>((resolve) => {
        clientFor(world.customer.token).subscribe(
          { query: '', ...byHash(REMOVED_FIELD, { id: order.id }) },
          { next: () => {}, error: resolve, complete: () => resolve(undefined) },
        );
      });
      expect((errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('DOCUMENT_OUTDATED');
    });

    it('refuses a subscription sent as text, and an unknown hash', async () => {
      const refusals: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
      for (const payload of [
        { query: SUBSCRIPTION, variables: { id: 'x' } },
        { query: '', ...byHash('subscription X { a }') },
      ]) {
        const errors = await new Promise<unknown>((resolve) => {
          clientFor(world.customer.token).subscribe(payload, {
            next: (value) => refusals.push(value),
            error: resolve,
            complete: () => resolve(undefined),
          });
        });
        expect((errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe(
          'DOCUMENT_NOT_REGISTERED',
        );
      }
      expect(refusals).toEqual([]);
    });
  });
});

describe('registration open', () => {
  it('GRAPHQL_ARBITRARY_DOCUMENTS=true runs documents sent as text, and hashes still', async () => {
    const app = await serve({ demoMode: false, arbitraryDocuments: true });
    const text = await post(app, { query: '{ _health }' });
    expect(text.json()).toEqual({ data: { _health: true } });
    const tooComplex = await post(app, { query: THOUSAND_ALIASES });
    expect(tooComplex.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
    });
    const hashed = await post(app, byHash(QUERY, { id: order.id }), world.customer.token);
    expect(hashed.json().data.order._id).toBe(order.id);
  });

  it('follows demo mode unless set: open in demo mode, closed outside it', () => {
    const env = { DATA_DIR: '.data-test-unused', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ env: { ...env, DEMO_MODE: 'true' } }).arbitraryDocuments).toBe(true);
    expect(loadConfig({ env: { ...env, DEMO_MODE: 'false' } }).arbitraryDocuments).toBe(false);
    expect(
      loadConfig({ env: { ...env, DEMO_MODE: 'false', GRAPHQL_ARBITRARY_DOCUMENTS: 'true' } })
        .arbitraryDocuments,
    ).toBe(true);
    expect(
      loadConfig({ env: { ...env, DEMO_MODE: 'true', GRAPHQL_ARBITRARY_DOCUMENTS: 'false' } })
        .arbitraryDocuments,
    ).toBe(false);
  });
});

describe("the web's registered documents (apps/web/src/gql/persisted-documents.json)", () => {
  const manifest = JSON.parse(readFileSync(WEB_DOCUMENTS_PATH, 'utf8')) as Record<string, string>;
  const schema = buildSchema();

  it('are each registered under the hash of their text, and valid with __typename added', () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(40);
    for (const [hash, text] of Object.entries(manifest)) {
      expect(sha256(text)).toBe(hash);
      expect(validate(schema, withTypenames(parse(text))).map((e) => e.message)).toEqual([]);
    }
  });

  it("and earlier builds' (previous-documents.json) are each under the hash of their text", () => {
    const previous = JSON.parse(readFileSync(PREVIOUS_DOCUMENTS_PATH, 'utf8')) as typeof PREVIOUS;
    expect(previous.builds.length).toBeLessThanOrEqual(5);
    for (const build of previous.builds)
      for (const [hash, text] of Object.entries(build.documents)) expect(sha256(text)).toBe(hash);
  });

  it('get __typename in every selection set below the operation, as urql sends them', () => {
    const document = withTypenames(parse('query Q { a { b c { d } } } fragment F on T { e { f } }'));
    expect(print(document).replace(/\s+/g, ' ')).toBe(
      'query Q { a { __typename b c { __typename d } } } fragment F on T { __typename e { __typename f } }',
    );
  });

  it('each __typename its own node: graphql-jit writes a field’s @include conditions onto the node', () => {
    const typenames: unknown[] = [];
    for (const text of ['query Q($x: Boolean!) { a @include(if: $x) { b } c { d } }', 'query R { e { f } }'])
      visit(withTypenames(parse(text)), {
        Field: (node) => void (node.name.value === '__typename' && typenames.push(node)),
      });
    expect(typenames).toHaveLength(3);
    expect(new Set(typenames).size).toBe(3);
  });
});
