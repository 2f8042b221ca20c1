import { UNASSIGNED_ALERT_MINUTES } from '@food/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { toMajor } from '../../lib/money.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { findConfiguration, type ConfigurationRow } from '../catalog/catalog.repository.ts';
import { verificationSkipCode } from './verification-skip-code.ts';

// Without a configuration row (SEED=false on an empty database) the API still answers, with the
// defaults the web uses before configuration loads (docs/product/limits.md#money): per-km cost, rate 0.
export const FALLBACK_CONFIGURATION: ConfigurationRow = {
  id: '00000000-0000-0000-0000-000000000000',
  currency: 'USD',
  currencySymbol: '$',
  deliveryRate: 0,
  costType: 'perKM',
  minimumDeliveryFee: 0,
  skipEmailVerification: false,
  skipMobileVerification: false,
  smsEnabled: false,
  unassignedAlertMinutes: UNASSIGNED_ALERT_MINUTES.default,
  defaultCommissionBp: 0,
  riderFeePerDelivery: 0,
  riderFeePerKm: 0,
};

export async function loadConfigurationRow({ db }: { db: Db }): Promise<ConfigurationRow> {
  return (await findConfiguration(db)) ?? FALLBACK_CONFIGURATION;
}

/**
 * The configuration (docs/product/data.md#configuration): the stored row plus the keys of configured external
 * services. Only public identifiers come from the environment; secrets never leave the server.
 */
export async function getConfiguration({ catalog, config }: { catalog: CatalogCache; config: Config }) {
  const row = (await catalog.configuration()) ?? FALLBACK_CONFIGURATION;
  return {
    _id: row.id,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    deliveryRate: toMajor(row.deliveryRate, row.currency),
    costType: row.costType,
    minimumDeliveryFee: toMajor(row.minimumDeliveryFee, row.currency),
    skipEmailVerification: row.skipEmailVerification,
    skipMobileVerification: row.skipMobileVerification,
    smsEnabled: row.smsEnabled,
    verificationSkipCode: verificationSkipCode({ row, config, flow: 'ANY' }) ?? null,
    googleClientId: config.googleClientId ?? null,
    mapTileUrl: config.mapTileUrl ?? null,
    mapAttribution: config.mapAttribution ?? null,
    stripePublishableKey: config.stripePublishableKey ?? null,
    // The web loads PayPal's SDK only when the server really uses PayPal (id and secret both set).
    paypalClientId: config.paypalClientId && config.paypalClientSecret ? config.paypalClientId : null,
    // Declared by the tracking module (extend type Configuration): the Web Push VAPID public key.
    webPushPublicKey: config.vapidPublicKey ?? null,
    demoMode: config.demoMode,
    // Declared by the payouts module: the web shows the Stripe onboarding button only for stripe.
    payoutAdapter: config.payoutAdapter,
  };
}
