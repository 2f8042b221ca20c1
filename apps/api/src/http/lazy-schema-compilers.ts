import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

// Fastify requires its JSON-schema validator (Ajv) and serializer (fast-json-stringify) when an app is
// created, though they only compile route schemas; no route of ours declares one. Loading them cost
// about a sixth of the start-up (docs/architecture.md "Start-up"). These factories require Fastify's
// own compilers (resolved from Fastify's folder, as Fastify does) the first time a route with a schema
// is registered, and hand over to them unchanged.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Factory = (externalSchemas: unknown, options: unknown) => unknown;

function loadOnFirstCall(name: string): Factory {
  let factory: Factory | undefined;
  return (externalSchemas, options) =>
    (factory ??= (fromFastify(name) as () => Factory)())(externalSchemas, options);
}

export const lazySchemaCompilers = {
  buildValidator: loadOnFirstCall('@fastify/ajv-compiler'),
  buildSerializer: loadOnFirstCall('@fastify/fast-json-stringify-compiler'),
} as CompilersFactory;
