import { randomUUID } from 'node:crypto';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@food/domain';
import { USER_ROLES } from '@food/domain';
import * as t from '../src/db/schema/index.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { PERMISSIONS, type Permission } from '../src/graphql/permissions.ts';
import { createRestaurant, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { tokenFor } from './helpers/tracking-factories.ts';

// The permission table (graphql/permissions.ts) against the schema, and every root field whose entry
// names roles called with a token of each role it does not name, and without a session: refused with
// FORBIDDEN / UNAUTHENTICATED before anything runs, so no row of any table changes. The arguments are
// made up from the field's types, so a new operation joins this suite by having an entry.

const schema = buildSchema();
const roots = {
  Query: schema.getQueryType()!,
  Mutation: schema.getMutationType()!,
  Subscription: schema.getSubscriptionType()!,
};

describe('the permission table', () => {
  it.each(Object.keys(roots) as (keyof typeof roots)[])('names every %s field and nothing else', (root) => {
    expect(Object.keys(PERMISSIONS[root]).sort()).toEqual(Object.keys(roots[root].getFields()).sort());
  });
});

/** A value of `type` that passes validation (nothing more: the guard answers before the resolver). */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [sample(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field instanceof Object && field.type instanceof GraphQLNonNull)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (type instanceof GraphQLScalarType) {
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'ID':
        return randomUUID();
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** The smallest selection of the field's result, so the document validates. */
function selection(field: GraphQLField<unknown, unknown>): string {
  let type = field.type;
  while ('ofType' in type) type = type.ofType;
  return 'getFields' in type ? '{ __typename }' : '';
}

function documentFor(root: keyof typeof roots, name: string) {
  const field = roots[root].getFields()[name]!;
  const required = field.args.filter((arg) => arg.type instanceof GraphQLNonNull);
  const vars = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const operation = root === 'Subscription' ? 'subscription' : root === 'Query' ? 'query' : 'mutation';
  return {
    query: `${operation} Try${vars ? `(${vars})` : ''} { ${name}${args ? `(${args})` : ''} ${selection(field)} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  };
}

const guarded = (Object.keys(roots) as (keyof typeof roots)[])
  .filter((root) => root !== 'Subscription')
  .flatMap((root) =>
    Object.entries(PERMISSIONS[root] as Record<string, Permission>)
      .filter(([, rule]) => rule.who === 'roles')
      .map(([name, rule]) => ({ root, name, allowed: (rule as { roles: readonly UserRole[] }).roles })),
  );

describe('callers the table does not name', () => {
  let database: TestDatabase;
  let api: TestApp;
  const tokens = new Map<UserRole, string>();
  beforeAll(async () => {
    database = await createTestDatabase();
    api = await createTestApp({ db: database.db });
    const restaurant = await createRestaurant(database.db);
    for (const role of USER_ROLES) {
      const user = await createUser(database.db, {
        role,
        restaurantId: role === 'RESTAURANT' ? restaurant.id : null,
      });
      if (role === 'RIDER') await database.db.insert(t.riders).values({ userId: user.id, name: user.name });
      tokens.set(role, await tokenFor(user));
    }
  });
  afterAll(async () => {
    await api?.app.close();
    await database?.close();
  });

  it('finds operations limited to roles', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  it.each(guarded)('$root.$name', async ({ root, name, allowed }) => {
    const { query, variables } = documentFor(root, name);
    const before = await database.db.$count(t.auditLog);
    const anonymous = await api.gql(query, variables);
    expect(anonymous.errors?.[0]?.extensions?.code, JSON.stringify(anonymous.errors)).toBe('UNAUTHENTICATED');
    for (const role of USER_ROLES.filter((role) => !allowed.includes(role))) {
      const answer = await api.gql(query, variables, { token: tokens.get(role)! });
      expect(answer.errors?.[0]?.extensions?.code, `${role}: ${JSON.stringify(answer.errors)}`).toBe(
        'FORBIDDEN',
      );
      expect(answer.data?.[name] ?? null).toBeNull();
    }
    expect(await database.db.$count(t.auditLog)).toBe(before);
  });
});
