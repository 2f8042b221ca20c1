import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { getArgumentValues } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { applyFieldAudience } from './field-audience.ts';
import { applyPermissions } from './permission-guard.ts';
import { accountsResolvers } from '../modules/accounts/resolvers.ts';
import { auditResolvers } from '../modules/audit/resolvers.ts';
import { applicationsResolvers } from '../modules/applications/resolvers.ts';
import { addressesResolvers } from '../modules/addresses/resolvers.ts';
import { authResolvers } from '../modules/auth/resolvers.ts';
import { baseResolvers } from '../modules/base/resolvers.ts';
import { chargesResolvers } from '../modules/charges/resolvers.ts';
import { chatResolvers } from '../modules/chat/resolvers.ts';
import { configurationResolvers } from '../modules/configuration/resolvers.ts';
import { favouritesResolvers } from '../modules/favourites/resolvers.ts';
import { geocodingResolvers } from '../modules/geocoding/resolvers.ts';
import { ledgerResolvers } from '../modules/ledger/resolvers.ts';
import { orderAdminResolvers } from '../modules/order-admin/resolvers.ts';
import { menuEditorResolvers } from '../modules/menu-editor/resolvers.ts';
import { ordersResolvers } from '../modules/orders/resolvers.ts';
import { payoutsResolvers } from '../modules/payouts/resolvers.ts';
import { onboardingResolvers } from '../modules/onboarding/resolvers.ts';
import { restaurantAdminResolvers } from '../modules/restaurant-admin/resolvers.ts';
import { restaurantConsoleResolvers } from '../modules/restaurant-console/resolvers.ts';
import { restaurantReportsResolvers } from '../modules/restaurant-reports/resolvers.ts';
import { restaurantsResolvers } from '../modules/restaurants/resolvers.ts';
import { riderAdminResolvers } from '../modules/rider-admin/resolvers.ts';
import { ridersResolvers } from '../modules/riders/resolvers.ts';
import { trackingResolvers } from '../modules/tracking/resolvers.ts';
import { platformSettingsResolvers } from '../modules/platform-settings/resolvers.ts';
import { vouchersResolvers } from '../modules/vouchers/resolvers.ts';
import { zonesResolvers } from '../modules/zones/resolvers.ts';

const modulesDir = path.join(import.meta.dirname, '../modules');

// The production build (scripts/build-api.mjs) inlines the SDL here, so it reads no .graphql file.
declare const __API_TYPE_DEFS__: string[] | undefined;

const moduleResolvers: Resolvers[] = [
  baseResolvers,
  configurationResolvers,
  restaurantsResolvers,
  chargesResolvers,
  authResolvers,
  accountsResolvers,
  favouritesResolvers,
  geocodingResolvers,
  addressesResolvers,
  ordersResolvers,
  trackingResolvers,
  chatResolvers,
  applicationsResolvers,
  zonesResolvers,
  restaurantConsoleResolvers,
  restaurantReportsResolvers,
  ridersResolvers,
  riderAdminResolvers,
  onboardingResolvers,
  auditResolvers,
  orderAdminResolvers,
  restaurantAdminResolvers,
  vouchersResolvers,
  platformSettingsResolvers,
  menuEditorResolvers,
  ledgerResolvers,
  payoutsResolvers,
];

/** Every modules/<m>/schema.graphql, `base` (the root types) first. The SDL is the web's contract. */
export function loadTypeDefs(): string[] {
  if (typeof __API_TYPE_DEFS__ !== 'undefined') return __API_TYPE_DEFS__;
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(modulesDir, entry.name, 'schema.graphql')))
    .map((entry) => entry.name)
    .sort((a, b) => (a === 'base' ? -1 : b === 'base' ? 1 : a.localeCompare(b)));
  return names.map((name) => readFileSync(path.join(modulesDir, name, 'schema.graphql'), 'utf8'));
}

export function buildSchema() {
  const schema = createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: moduleResolvers,
    // The schema is built here from text, so the resolvers go onto it as it is rather than onto a copy
    // of every type (graphql-tools' default). And the build inlines the SDL the sources read
    // (build.test.ts checks they are the same), which every test run validates, so a production start
    // does not validate it again. Together a sixth of the server's CPU to start (docs/architecture.md
    // "Start-up").
    updateResolversInPlace: true,
    assumeValidSDL: typeof __API_TYPE_DEFS__ !== 'undefined',
  });
  // graphql-jit (yoga.ts) hands a subscription's `subscribe` the operation's variables instead of the
  // field's arguments: right only when each argument is a variable of the same name. The arguments are
  // worked out from the field here, so literals and other variable names work too.
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const subscribe = field.subscribe;
    if (!subscribe) continue;
    field.subscribe = (parent, _args, context, info) =>
      subscribe(parent, getArgumentValues(field, info.fieldNodes[0]!, info.variableValues), context, info);
  }
  // Who may call which root field (graphql/permissions.ts), then who may read which field of an order
  // (docs/security.md "Who sees what of an order").
  return applyFieldAudience(applyPermissions(schema));
}
