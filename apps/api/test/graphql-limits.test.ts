import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  Kind,
  parse,
  print,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../src/graphql/limits.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { MAX_PAGE_SIZE } from '../src/lib/page-size.ts';
import { ORIGIN, createConfiguration, createRestaurant } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// Every document the web sends must pass the limits with room to spare (half of each limit), and
// every abusive document must be refused before anything runs (docs/security.md "GraphQL limits").

const WEB_SRC = path.join(import.meta.dirname, '../../web/src');

function webDefinitions(): DefinitionNode[] {
  return (readdirSync(WEB_SRC, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(path.join(WEB_SRC, file), 'utf8')).definitions);
}

/** What the web sends for an operation: it, the fragments it uses, and urql's __typename fields. */
function webDocuments(): { name: string; text: string }[] {
  const definitions = webDefinitions();
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.map((operation) => {
    const used = new Map<string, FragmentDefinitionNode>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment) throw new Error(`Unknown fragment ${spread.name.value}`);
          if (used.has(fragment.name.value)) return;
          used.set(fragment.name.value, fragment);
          collect(fragment);
        },
      });
    collect(operation);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
    // urql's cache asks for __typename in every selection set below the root.
    const withTypename = visit(document, {
      SelectionSet(node, _key, parent) {
        if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    });
    // Judged at the largest page the API serves, whatever page size the screen asks for today.
    const text = print(withTypename).replace(/\bfirst: \d+/g, `first: ${MAX_PAGE_SIZE}`);
    return { name: operation.name?.value ?? '(anonymous)', text };
  });
}

const schema = buildSchema();
const documents = webDocuments();

describe('the web’s documents', () => {
  it('are all found', () => {
    // A sanity floor: the web has dozens of operations; none may be silently skipped.
    expect(documents.length).toBeGreaterThan(40);
  });

  it.each(documents.map((d) => [d.name, d.text]))('%s passes every limit at half its size', (_name, text) => {
    const half = (n: number) => Math.floor(n / 2);
    const tokens = new MaxTokensParserWLexer(text, { n: half(QUERY_LIMITS.tokens) });
    const document = tokens.parseDocument();
    const errors = validate(schema, document, [
      maxDepthRule({ n: half(QUERY_LIMITS.depth) }),
      maxAliasesRule({ n: half(QUERY_LIMITS.aliases) }),
      maxDirectivesRule({ n: half(QUERY_LIMITS.directives) }),
      costLimitRule({ maxCost: half(QUERY_LIMITS.cost) }),
    ]);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { currency: 'EUR', currencySymbol: '€' });
  api = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const MENUS_AND_REVIEWS = `{ _id name slug image
  categories { _id title foods { _id title description image variations { _id title price discounted addons } } }
  reviewData { reviews { _id rating description createdAt order { _id user { _id name } } } } }`;
const NEARBY = 'nearByRestaurants(latitude: 0, longitude: 0) { restaurants { _id } }';

/** 1,000 aliases of the list query: the document that froze the server (issue 14), 40 KB. */
const THOUSAND_ALIASES = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${NEARBY}`).join(' ')} }`;

describe('abusive documents are refused with 400 and QUERY_TOO_COMPLEX', () => {
  const nested = (depth: number) => '{ a '.repeat(depth) + '}'.repeat(depth);

  it.each([
    ['1,000 aliases', THOUSAND_ALIASES, /token limit of 1500/i],
    [
      '11 aliases',
      `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: ${NEARBY}`).join(' ')} }`,
      /aliases limit of 10 exceeded, found 11/i,
    ],
    ['depth 50', `{ configuration ${nested(49)} }`, /depth limit of 14 exceeded/i],
    ['a huge token count', `{ ${'_health '.repeat(5000)}}`, /token limit of 1500/i],
    ['11 directives', `{ ${'_health @skip(if: false) '.repeat(11)}}`, /directives limit of 10 exceeded/i],
    [
      'a costly document',
      // Every menu of two pages of 100 restaurants, with every review and its author.
      `{ nearByRestaurants(latitude: 0, longitude: 0, first: 100) { restaurants ${MENUS_AND_REVIEWS} } userFavourite(first: 100) ${MENUS_AND_REVIEWS} }`,
      /cost limit of 20000 exceeded/i,
    ],
    [
      'a 10,000-deep list literal',
      `{ _health(x: ${'['.repeat(10_000)}${']'.repeat(10_000)}) }`,
      /token limit/i,
    ],
  ])('%s', async (_name, query, message) => {
    const response = await api.gql(query);
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    const refusal = response.errors?.find((error) => error.extensions?.['code'] === 'QUERY_TOO_COMPLEX');
    expect(refusal?.message).toMatch(/^The request is too complex: /);
    expect(refusal?.message).toMatch(message);
  });

  // A client that accepts only application/json (curl, older libraries) gets the same status as urql.
  it.each([
    ['application/json', `{ ${'_health '.repeat(5000)}}`],
    ['application/json', `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: _health`).join(' ')} }`],
    ['*/*', `{ configuration ${nested(49)} }`],
    ['no Accept header', `{ ${'_health '.repeat(5000)}}`],
  ])('is 400 when the client accepts %s', async (accept, query) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(accept === 'no Accept header' ? {} : { accept }),
      },
      payload: JSON.stringify({ query }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('a document within the limits still runs', async () => {
    const response = await api.gql(`{ a: configuration { currency } b: configuration { currency } }`);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ a: { currency: 'EUR' }, b: { currency: 'EUR' } });
  });
});

describe('one abusive client does not hold the server for others', () => {
  beforeAll(async () => {
    // Restaurants around the point, so that every list query costs the database real work.
    for (let i = 0; i < 40; i++) {
      await createRestaurant(database.db, {
        latitude: ORIGIN.latitude + i / 1000,
        longitude: ORIGIN.longitude,
      });
    }
  });

  it('another client’s cheap queries are answered within 1 s while abusive documents keep coming', async () => {
    const origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const post = (query: string) =>
      fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query }),
      });
    const here = `latitude: ${ORIGIN.latitude}, longitude: ${ORIGIN.longitude}`;
    const list = `nearByRestaurants(${here}) { restaurants { _id name } }`;
    const abusive = [
      `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${list}`).join(' ')} }`,
      `{ configuration ${'{ a '.repeat(49)}${'}'.repeat(49)} }`,
      `{ ${'_health '.repeat(20_000)}}`,
      // Within the limits: ten list queries at once, run a few at a time (the time budget).
      `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: ${list}`).join(' ')} }`,
    ];
    // The other client's query reaches the database too (one nearest restaurant).
    const cheap = `{ nearByRestaurants(${here}, first: 1) { restaurants { _id } } }`;
    // Every document once before: a first run compiles and warms code paths, which is not what is tested.
    for (const query of [cheap, ...abusive.slice(1)]) await (await post(query)).arrayBuffer();
    let isAbusing = true;
    const statuses = new Map<number, number>();
    const abuser = async (offset: number) => {
      for (let i = offset; isAbusing; i++) {
        const response = await post(abusive[i % abusive.length]!);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    const abusers = [0, 1].map(abuser);
    try {
      const latencies: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        const response = await post(cheap);
        const body = (await response.json()) as { data?: { nearByRestaurants: { restaurants: unknown[] } } };
        expect(body.data?.nearByRestaurants.restaurants).toHaveLength(1);
        latencies.push(performance.now() - started);
      }
      // The machine running the tests is shared, so one slow answer is forgiven: every other one comes
      // within 1 s, and none waits anywhere near what the abusive documents used to hold the server
      // for (before these limits: 12 and 17 s of 7 answers here, 21 s and more in issue 14).
      const sorted = latencies.toSorted((a, b) => a - b);
      expect(sorted.at(-2)).toBeLessThan(1000);
      expect(sorted.at(-1)).toBeLessThan(5000);
    } finally {
      isAbusing = false;
      await Promise.all(abusers);
    }
    // The abusive documents were refused (400) and the legal one answered (200); never a 5xx.
    expect([...statuses.keys()].every((status) => status === 400 || status === 200)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(0);
  }, 60_000);
});
