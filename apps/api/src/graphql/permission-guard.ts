import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { PERMISSIONS, type Permission } from './permissions.ts';

// Enforces graphql/permissions.ts for every root field at once, when the schema is built, so no
// resolver decides on its own who may call it. A field the table does not name, or a name the schema
// does not have, stops the start-up.

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext>;

/** Throws UNAUTHENTICATED or FORBIDDEN when the caller does not pass `rule`. */
export async function checkPermission(rule: Permission, ctx: GraphQLContext): Promise<void> {
  if (rule.who === 'anyone') return;
  const viewer = await ctx.viewer();
  if (!viewer) throw unauthenticated();
  if (rule.who === 'roles' && !rule.roles.includes(viewer.role)) throw forbidden(rule.refusal);
}

function guard(rule: Permission, resolve: Resolver): Resolver {
  if (rule.who === 'anyone') return resolve;
  return async (parent, args, ctx, info) => {
    await checkPermission(rule, ctx);
    return resolve(parent, args, ctx, info);
  };
}

export function applyPermissions(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    Query: schema.getQueryType(),
    Mutation: schema.getMutationType(),
    Subscription: schema.getSubscriptionType(),
  } as const;
  for (const [rootName, type] of Object.entries(roots) as [
    keyof typeof roots,
    (typeof roots)[keyof typeof roots],
  ][]) {
    const table = PERMISSIONS[rootName];
    const fields = type?.getFields() ?? {};
    for (const name of Object.keys(table)) {
      if (!fields[name])
        throw new Error(`graphql/permissions.ts names ${rootName}.${name}, which the schema lacks`);
    }
    for (const [name, field] of Object.entries(fields)) {
      const rule = table[name];
      if (!rule) throw new Error(`${rootName}.${name} has no entry in graphql/permissions.ts`);
      if (rootName === 'Subscription') {
        if (field.subscribe) field.subscribe = guard(rule, field.subscribe as Resolver);
      } else {
        field.resolve = guard(rule, (field.resolve ?? defaultFieldResolver) as Resolver);
      }
    }
  }
  return schema;
}
