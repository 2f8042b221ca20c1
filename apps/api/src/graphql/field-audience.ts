import {
  GraphQLObjectType,
  defaultFieldResolver,
  getNamedType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLContext } from '../context.ts';
import {
  AUDIENCE_SUBJECTS,
  FIELD_AUDIENCE,
  audienceViewer,
  type Relation,
} from '../modules/orders/order-audience.ts';

// Enforces modules/orders/order-audience.ts (docs/security.md "Who sees what of an order") for every
// operation at once: the resolvers of the listed fields are wrapped here, when the schema is built, so
// no operation can return them to a viewer the table does not name, whatever its view holds.

type Relations = ReadonlySet<Relation>;

const NONE: Relations = new Set();
/** The relations of the order an object belongs to, carried by the copies this file hands down. */
const RELATIONS = Symbol('order relations');

type Tagged = { [RELATIONS]?: Relations };

const memo = new WeakMap<object, WeakMap<object, Promise<Relations>>>();

/** How the viewer stands to the order `parent` is, or belongs to; once per object and request. */
function relationsOf(typeName: string, parent: Tagged, ctx: GraphQLContext): Promise<Relations> | Relations {
  const subject = AUDIENCE_SUBJECTS[typeName];
  if (!subject) return parent[RELATIONS] ?? NONE;
  let perRequest = memo.get(ctx);
  if (!perRequest) memo.set(ctx, (perRequest = new WeakMap()));
  let relations = perRequest.get(parent);
  if (!relations) {
    relations = audienceViewer(ctx).then((viewer) => (viewer ? subject(parent as never, viewer) : NONE));
    perRequest.set(parent, relations);
  }
  return relations;
}

/** A copy of `value` (or of each item) that carries the order's relations to its own fields. */
function handDown(value: unknown, relations: Relations): unknown {
  if (Array.isArray(value)) return value.map((item) => handDown(item, relations));
  if (value === null || typeof value !== 'object') return value;
  return { ...value, [RELATIONS]: relations };
}

/** Wraps the resolvers the table needs; throws at start-up when the table and the schema disagree. */
export function applyFieldAudience(schema: GraphQLSchema): GraphQLSchema {
  const guarded = new Set([...Object.keys(FIELD_AUDIENCE), ...Object.keys(AUDIENCE_SUBJECTS)]);
  for (const typeName of guarded) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType))
      throw new Error(`FIELD_AUDIENCE names no object type ${typeName}`);
    const fields = type.getFields();
    for (const name of Object.keys(FIELD_AUDIENCE[typeName] ?? {})) {
      const field = fields[name];
      if (!field) throw new Error(`FIELD_AUDIENCE names no field ${typeName}.${name}`);
      if (isNonNullType(field.type))
        throw new Error(`${typeName}.${name} has an audience, so it must be nullable`);
    }
    for (const field of Object.values(fields)) {
      const audience = FIELD_AUDIENCE[typeName]?.[field.name];
      const child = getNamedType(field.type).name;
      const handsDown = guarded.has(child) && !(child in AUDIENCE_SUBJECTS);
      if (!audience && !handsDown) continue;
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = async (parent: Tagged, args, ctx: GraphQLContext, info) => {
        const relations = await relationsOf(typeName, parent, ctx);
        if (audience && !audience.some((relation) => relations.has(relation))) return null;
        const value: unknown = await resolve(parent, args, ctx, info);
        return handsDown ? handDown(value, relations) : value;
      };
    }
  }
  return schema;
}
