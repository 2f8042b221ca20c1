import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { collectLogLines, createTestApp, type TestApp } from './helpers/test-server.ts';

// Input the database cannot store is refused at the edge (docs/security.md "Input at the edge"):
// a 400 with a message naming the value, before any resolver or handler runs, so no statement reaches
// the database and nothing is logged as a server error.

let database: TestDatabase;
let api: TestApp;
const serverErrors: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({
    db: database.db,
    logger: collectLogLines(serverErrors),
  });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});
beforeEach(() => {
  database.statements.length = 0;
  serverErrors.length = 0;
});

const NUL_MESSAGE = 'contains a null character (U+0000), which cannot be stored. Remove it and try again.';
const SURROGATE_MESSAGE =
  'contains an unpaired UTF-16 surrogate (broken Unicode text), which cannot be stored. Send valid Unicode text.';
const INTERNALS = /select |insert into|relation "|drizzle|pglite|at .*\(|\/src\/|node_modules|FST_/i;

function expectNothingRan() {
  expect(database.statements).toEqual([]);
  expect(serverErrors).toEqual([]);
}

describe('GraphQL arguments', () => {
  const RESTAURANT = 'query ($slug: String) { restaurant(slug: $slug) { _id } }';

  it.each([
    ['a null character', 'a\u0000b', NUL_MESSAGE],
    ['an unpaired high surrogate', 'karahi\uD800', SURROGATE_MESSAGE],
    ['an unpaired low surrogate', '\uDC00karahi', SURROGATE_MESSAGE],
  ])('a variable holding %s is a 400 naming it', async (_name, slug, message) => {
    const response = await api.gql(RESTAURANT, { slug });
    expect(response.status).toBe(400);
    expect(response.data).toBeUndefined();
    expect(response.errors).toEqual([
      { message: `Variable "$slug" ${message}`, extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expectNothingRan();
  });

  it('names the place inside an input object', async () => {
    const response = await api.gql(
      'mutation ($input: AddressInput!) { createAddress(addressInput: $input) { _id } }',
      { input: { deliveryAddress: 'x', details: 'Flat \u0000 2', label: 'Home', location: [73, 33.7] } },
    );
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toBe(`Variable "$input.details" ${NUL_MESSAGE}`);
    expectNothingRan();
  });

  it('a literal holding a null character is refused while the document is validated', async () => {
    const response = await api.gql('{ restaurant(slug: "a\\u0000b") { _id } }');
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: `Argument "slug" ${NUL_MESSAGE}`,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    expectNothingRan();
  });

  it('a well-formed pair (an emoji) is ordinary text', async () => {
    const response = await api.gql(RESTAURANT, { slug: 'karahi-\u{1F35B}' });
    expect(response.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('variables nested absurdly deep are a 400, not a stack overflow', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      payload: `{"query":${JSON.stringify(RESTAURANT)},"variables":{"slug":${deep}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(
      /^Variable "\$slug\[0\]\S*" is nested more than 32 levels deep\.$/,
    );
    expectNothingRan();
  });

  it('a literal 10,000 levels deep is a 400 (the token limit stops the parser)', async () => {
    const response = await api.gql(
      `{ restaurant(slug: ${'['.repeat(10_000)}${']'.repeat(10_000)}) { _id } }`,
    );
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COMPLEX');
  });
});

describe('GET /graphql', () => {
  const get = (params: string) =>
    api.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ configuration { currency } }')}&${params}`,
      headers: { accept: 'application/graphql-response+json' },
    });

  it.each([
    ['variables', '{bad', 'is not valid JSON.'],
    ['extensions', '{"a":', 'is not valid JSON.'],
    ['variables', '[1,2]', 'must be a JSON object.'],
    ['extensions', '42', 'must be a JSON object.'],
  ])('%s=%s is a 400 naming the parameter', async (name, value, problem) => {
    const response = await get(`${name}=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: `The "${name}" parameter ${problem}`, extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expectNothingRan();
  });

  it('valid JSON still works', async () => {
    const response = await get(`variables=${encodeURIComponent('{}')}`);
    expect(response.statusCode).toBe(200);
  });
});

describe('REST routes', () => {
  it.each(['GET /demo-pay/%00', 'POST /demo-pay/%00/approve', 'POST /demo-pay/ab%00cd/decline'])(
    '%s is a 400 page for a browser, without the query',
    async (request) => {
      const [method, url] = request.split(' ') as ['GET' | 'POST', string];
      const response = await api.app.inject({ method, url, headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(response.body).toContain(`The path parameter &quot;ref&quot; ${NUL_MESSAGE}`);
      expect(response.body).not.toMatch(INTERNALS);
      expectNothingRan();
    },
  );

  it('the same refusal is JSON for a client that does not ask for HTML', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/demo-pay/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `The path parameter "ref" ${NUL_MESSAGE}`,
    });
    expectNothingRan();
  });

  it('a null character in a query parameter is a 400 naming it', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/paypal/create-order?id=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_USER_INPUT',
      error: 'Bad Request',
      message: `The query parameter "id" ${NUL_MESSAGE}`,
    });
    expectNothingRan();
  });

  it.each([
    [
      'a malformed percent-encoding',
      { method: 'GET', url: '/demo-pay/%ED%A0%80' },
      400,
      'The address holds a malformed percent-encoding.',
    ],
    [
      'a JSON body that is not JSON',
      { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{bad' },
      400,
      'The request body is not valid JSON.',
    ],
    [
      'an unknown content type',
      { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' },
      415,
      'This address does not accept a body of that content type.',
    ],
  ] as const)("%s gets our own words, never the framework's", async (_name, request, status, message) => {
    const response = await api.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message });
    expect(response.body).not.toMatch(INTERNALS);
    expect(response.body).not.toMatch(/%ED|\bFST_|not a valid url component/);
  });
});
