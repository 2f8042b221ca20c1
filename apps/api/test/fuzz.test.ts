import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type IntrospectionQuery,
} from 'graphql';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createRestaurant, createUser } from './helpers/factories.ts';
import { createPaymentOrder } from './helpers/payment-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { collectLogLines, createTestApp, sessionTokenFor, type TestApp } from './helpers/test-server.ts';

// Malformed requests generated from the schema's own operations (introspection), so a new query or
// mutation is fuzzed without touching this file, plus every REST route with bad parameters, bodies and
// methods (docs/security.md "Fuzz suite"). Deterministic: one seeded PRNG picks everything.
// Asserted: no answer is a 5xx, no body shows a stack, SQL, a file path or a library's name, and the
// server still answers afterwards. What another client sees meanwhile is graphql-limits.test.ts's.

const SEED = 0x5eed_f00d;
const NOW = new Date('2025-06-04T12:00:00Z');
const ONE_MB = 'x'.repeat(1024 * 1024);
const LARGE = 'y'.repeat(400 * 1024); // under the body limit, so it reaches the resolvers

const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat .*\(/],
  ['SQL', /\bselect |insert into|update \S+ set|delete from|relation "/i],
  ['file path', /\/src\/|node_modules|\.ts:\d/],
  ['library', /pglite|drizzle|postgres|SQLSTATE|\b(23505|22P02|22021|42P01|42703|08P01)\b|FST_ERR/i],
];

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};

const serverErrors: string[] = [];
let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW, logger: collectLogLines(serverErrors) });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

/** A selection for `type`: its scalar fields, one level of objects; `__typename` when nothing else fits. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      if (isLeafType(getNamedType(field.type))) return field.name;
      return depth < 1 ? `${field.name} ${selectionOf(field.type, depth + 1)}` : '';
    })
    .filter(Boolean);
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

type Mode =
  | 'plausible'
  | 'wrong-type'
  | 'nulls'
  | 'null-character'
  | 'surrogate'
  | 'large'
  | 'huge-list'
  | 'other-ids'
  | 'numbers'
  | 'deep';

type Random = ReturnType<typeof prng>;

/** A value for an argument of `type`, made wrong in the way `mode` says. */
function valueFor(type: GraphQLInputType, mode: Mode, random: Random, pool: string[], depth = 0): unknown {
  if (isNonNullType(type)) return mode === 'nulls' ? null : valueFor(type.ofType, mode, random, pool, depth);
  if (isListType(type)) {
    if (mode === 'huge-list') return Array.from({ length: 10_000 }, (_, i) => (i % 2 ? 'a' : 1));
    return [valueFor(type.ofType, mode, random, pool, depth + 1)];
  }
  if (mode === 'deep' && depth === 0) {
    let nested: unknown = 'x';
    for (let i = 0; i < 40; i++) nested = random.next() < 0.5 ? [nested] : { a: nested };
    return nested;
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [
        field.name,
        valueFor(field.type, mode, random, pool, depth + 1),
      ]),
    );
  }
  if (isEnumType(type)) {
    return mode === 'wrong-type' ? 'NOT_A_VALUE' : random.pick(type.getValues()).value;
  }
  const wrong = [42, 'text', true, { a: 1 }, [1, 2], -1.5];
  switch (type.name) {
    case 'Int':
    case 'Float':
      if (mode === 'wrong-type') return random.pick(['12', true, { n: 1 }]);
      if (mode === 'numbers') return random.pick([2 ** 31, -(2 ** 53), 1e308, -1, 0, 0.5]);
      return random.int(100);
    case 'Boolean':
      return mode === 'wrong-type' ? 'yes' : random.next() < 0.5;
    default:
      switch (mode) {
        case 'wrong-type':
          return random.pick(wrong);
        case 'null-character':
          return `ab\u0000${random.int(1000)}`;
        case 'surrogate':
          return random.pick(['\uD800', 'x\uDFFFy', 'caf\uDBFF']);
        case 'large':
          return LARGE;
        case 'other-ids':
        case 'plausible':
          return random.pick(pool);
        default:
          return random.pick(['', ' ', 'a', '-1', '1e400', 'NaN', '{}', '%00', '../../etc/passwd']);
      }
  }
}

const MODES: Mode[] = [
  'plausible',
  'wrong-type',
  'nulls',
  'null-character',
  'surrogate',
  'large',
  'huge-list',
  'other-ids',
  'numbers',
  'deep',
];

// Cheap to answer (refused while variables are checked), so sent twice with other values.
const REFUSED_BEFORE_EXECUTION = new Set<Mode>(['wrong-type', 'nulls', 'null-character', 'surrogate']);

/** A literal of the wrong kind for an argument, written into the document. */
function wrongLiteral(type: GraphQLInputType, random: Random): string {
  const named = getNamedType(type);
  if (isInputObjectType(named)) return random.pick(['"text"', '12', '[1, 2]', '{ nope: 1 }']);
  if (named.name === 'Int' || named.name === 'Float')
    return random.pick(['"1"', '{ a: 1 }', '99999999999999999999']);
  return random.pick([
    '12',
    '{ a: 1 }',
    '[[["a"]]]',
    '"a\\u0000b"',
    '"\\uD800"',
    'true',
    'null',
    '$undeclared',
  ]);
}

function graphqlRequests({
  schema,
  random,
  pool,
  tokens,
}: {
  schema: ReturnType<typeof buildClientSchema>;
  random: Random;
  pool: string[];
  tokens: (string | undefined)[];
}): Request[] {
  const requests: Request[] = [];
  const post = (body: unknown, token = random.pick(tokens), raw?: string): Request => ({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      accept: random.pick(['application/graphql-response+json', 'application/json', '*/*']),
      ...(token ? { authorization: token } : {}),
    },
    payload: raw ?? JSON.stringify(body),
  });
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      const selection = selectionOf(field.type);
      const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const withVariables = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
      for (const mode of MODES) {
        for (let round = 0; round < (REFUSED_BEFORE_EXECUTION.has(mode) ? 2 : 1); round++) {
          const variables = Object.fromEntries(
            field.args.map((arg) => [arg.name, valueFor(arg.type, mode, random, pool)]),
          );
          requests.push(post({ query: withVariables, variables }));
        }
      }
      // Missing required arguments, a 1 MB string, and each argument as a literal of the wrong kind.
      requests.push(post({ query: withVariables, variables: {} }));
      requests.push(post({ query: withVariables, variables: { [field.args[0]?.name ?? 'x']: ONE_MB } }));
      requests.push(post({ query: `${kind} { ${field.name} ${selection} }` }));
      for (const arg of field.args) {
        requests.push(
          post({
            query: `${kind} { ${field.name}(${arg.name}: ${wrongLiteral(arg.type, random)}) ${selection} }`,
          }),
        );
      }
      // Aliases, width, depth and variables of the wrong shape.
      const aliased = Array.from({ length: 1000 }, (_, i) => `a${i}: ${field.name} ${selection}`).join(' ');
      requests.push(post({ query: `${kind} { ${aliased} }` }));
      requests.push(
        post({ query: `${kind} { ${Array(300).fill(`${field.name} ${selection}`).join(' ')} }` }),
      );
      requests.push(post({ query: `${kind} { ${field.name} ${'{ x '.repeat(60)}${'}'.repeat(60)} }` }));
      requests.push(post({ query: withVariables, variables: random.pick(['[1]', '"x"', '5']) }, undefined));
    }
  }
  // Bodies that are not GraphQL requests at all, and GET with bad parameters.
  const cheap = '{ configuration { currency } }';
  const badBodies = [
    '{bad',
    '',
    'null',
    '[]',
    '[{"query":"{ __typename }"}]',
    '"just a string"',
    '{"query": 42}',
    '{"query": null}',
    '{"query": "{ configuration { "}',
    `{"query": ${JSON.stringify(cheap)}, "variables": "not an object"}`,
    `{"query": ${JSON.stringify(cheap)}, "variables": [1]}`,
    `{"query": ${JSON.stringify(cheap)}, "operationName": 42}`,
    `{"query": ${JSON.stringify(cheap)}, "extensions": {"persistedQuery": {"sha256Hash": "x"}}}`,
    `{"query": ${JSON.stringify(`${'{ a '.repeat(10_000)}${'}'.repeat(10_000)}`)}}`,
    `{"query": "{ restaurant(slug: ${'['.repeat(10_000)}${']'.repeat(10_000)}) { _id } }"}`,
    `{"query": ${JSON.stringify(cheap)}, "variables": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
  ];
  for (const body of badBodies) {
    for (const contentType of [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/graphql',
    ]) {
      requests.push({ ...post(undefined, undefined, body), headers: { 'content-type': contentType } });
    }
  }
  const getParams = [
    `query=${encodeURIComponent(cheap)}&variables=%7Bbad`,
    `query=${encodeURIComponent(cheap)}&extensions=%7B%22a%22%3A`,
    `query=${encodeURIComponent(cheap)}&variables=5`,
    `query=${encodeURIComponent(cheap)}&variables=%5B1%5D`,
    `query=${encodeURIComponent('mutation { logout }')}`,
    'query=%00',
    `query=${encodeURIComponent('{ restaurant(slug: "a\\u0000") { _id } }')}`,
    `query=${encodeURIComponent(`{ restaurant(slug: ${'['.repeat(5000)}${']'.repeat(5000)}) { _id } }`)}`,
    'query=%E0%A4%A',
    'variables=%7B%7D',
    '',
  ];
  for (const params of getParams) {
    for (const token of tokens) {
      requests.push({
        method: 'GET',
        url: `/graphql?${params}`,
        headers: { accept: 'application/graphql-response+json', ...(token ? { authorization: token } : {}) },
      });
    }
  }
  return requests;
}

function restRequests(random: Random, ids: string[], tokens: (string | undefined)[]): Request[] {
  const refs = ['%00', 'a%00b', '%ED%A0%80', '%', '..%2F..%2Fetc', 'x'.repeat(2000), ...ids, 'demo_ref'];
  const queryValues = ['%00', '', 'x', '%ED%A0%80', 'a'.repeat(5000), ...ids, '1%20OR%201%3D1', '%5B%5D'];
  const routes = [
    (v: string) => `/healthz?x=${v}`,
    (v: string) => `/stripe/create-checkout-session?id=${v}&platform=web`,
    (v: string) => `/stripe/create-checkout-session?id[]=${v}`,
    () => '/stripe/webhook',
    (v: string) => `/paypal/create-order?id=${v}`,
    (v: string) => `/paypal/paypal-transaction-complete?id=${v}&paymentDetails=${v}`,
    (v: string) => `/paypal/paypal-transaction-complete?id=${ids[0]}&paymentDetails=%7B%22orderID%22%3A${v}`,
    (v: string) => `/demo-pay/${v}`,
    (v: string) => `/demo-pay/${v}/approve`,
    (v: string) => `/demo-pay/${v}/decline`,
    (v: string) => `/no-such-route/${v}`,
  ];
  const bodies = [
    undefined,
    '{bad',
    '{"id":"\\u0000"}',
    '{"a":"\\ud800"}',
    '[]',
    `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    'id=%00',
  ];
  const requests: Request[] = [];
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
  for (const route of routes) {
    for (const [value, method] of [...refs, ...queryValues].flatMap((value) =>
      (['GET', 'POST', random.pick(methods)] as Request['method'][]).map(
        (method) => [value, method] as const,
      ),
    )) {
      const payload = method === 'GET' || method === 'HEAD' ? undefined : random.pick(bodies);
      const token = random.pick(tokens);
      requests.push({
        method,
        url: route(value),
        headers: {
          ...(payload
            ? {
                'content-type': random.pick([
                  'application/json',
                  'application/x-www-form-urlencoded',
                  'text/plain',
                ]),
              }
            : {}),
          ...(random.next() < 0.5 ? { accept: 'text/html' } : {}),
          ...(token ? { authorization: token } : {}),
          ...(route === routes[3] ? { 'stripe-signature': random.pick(['t=1,v1=00', 'garbage', '']) } : {}),
        },
        payload,
      });
    }
  }
  return requests;
}

describe('fuzz', () => {
  it(
    'answers 2,000+ malformed requests without a 5xx or a leak, and keeps serving',
    { timeout: 120_000 },
    async () => {
      const started = performance.now();
      const random = prng(SEED);
      const [alice, bob] = [await createUser(database.db), await createUser(database.db)];
      const restaurant = await createRestaurant(database.db);
      const bobsAddress = await createAddress(database.db, { userId: bob.id });
      const bobsOrder = await createPaymentOrder(database.db, {
        userId: bob.id,
        restaurantId: restaurant.id,
      });
      const ids = [
        bobsAddress.id,
        bobsOrder.id,
        restaurant.id,
        '00000000-0000-0000-0000-000000000000',
        'not-a-uuid',
      ];
      const pool = [
        ...ids,
        restaurant.slug,
        bob.email,
        'Secret123',
        '+923001234567',
        'karahi',
        '',
        'a'.repeat(300),
      ];
      const forged = await new SignJWT({ tokenVersion: alice.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(alice.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
      const tokens = [
        undefined,
        `Bearer ${await sessionTokenFor(alice, { now: NOW })}`,
        `Bearer ${await sessionTokenFor(alice, { now: new Date(NOW.getTime() - 7_200_000), ttlSeconds: 3600 })}`,
        `Bearer ${forged}`,
        'Bearer not.a.token',
        'Basic YWxpY2U6c2VjcmV0',
        `Bearer ${'e'.repeat(5000)}`,
      ];

      const introspection = await api.gql<IntrospectionQuery>(getIntrospectionQuery());
      const schema = buildClientSchema(introspection.data!);
      const requests = [
        ...graphqlRequests({ schema, random, pool, tokens }),
        ...restRequests(random, ids, tokens),
      ];

      const failures: string[] = [];
      const leaks: string[] = [];
      let serverErrorAnswers = 0;
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          const response = await api.app.inject(request);
          const label = `${request.method} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 160) ?? ''}`;
          if (response.statusCode >= 500) {
            serverErrorAnswers++;
            failures.push(`${response.statusCode} ${label} -> ${response.body.slice(0, 300)}`);
          }
          for (const [name, pattern] of LEAKS) {
            if (pattern.test(response.body))
              leaks.push(`${name}: ${label} -> ${response.body.slice(0, 300)}`);
          }
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz: ${requests.length} requests (seed ${SEED.toString(16)}), ${serverErrorAnswers} answers >= 500, ` +
          `${leaks.length} leaking bodies, ${serverErrors.length} errors logged, ${seconds} s`,
      );
      expect(requests.length).toBeGreaterThanOrEqual(2000);
      expect(failures).toEqual([]);
      expect(leaks).toEqual([]);

      // Still serving: the health check and an ordinary query.
      expect((await api.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
      const normal = await api.gql('{ configuration { currency } }');
      expect(normal.errors).toBeUndefined();
      expect(normal.data).toEqual({ configuration: { currency: expect.any(String) } });
    },
  );
});
