import {
  CARD_CURRENCIES,
  isUnassignedAlertMinutes,
  UNASSIGNED_ALERT_MINUTES,
  PAYPAL_CURRENCIES,
  ZERO_DECIMAL_CURRENCIES,
  normaliseCurrency,
  percentToBasisPoints,
  toMinor,
} from '@food/domain';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { badUserInput } from '../../errors.ts';
import { toMajor } from '../../lib/money.ts';
import { changedFields, recordAudit, userActor, type AuditActor } from '../audit/record-audit.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { FALLBACK_CONFIGURATION } from '../configuration/get-configuration.ts';
import { loadSettingsRows, saveSettingsRows, type SettingsValues } from './platform-settings.repository.ts';

/** Every currency packages/domain knows (docs/product/limits.md#currencies), sorted. */
export const KNOWN_CURRENCIES: readonly string[] = [
  ...new Set([...CARD_CURRENCIES, ...PAYPAL_CURRENCIES, ...ZERO_DECIMAL_CURRENCIES]),
].sort();

const SYMBOL_MAX = 5;
const TIP_PRESETS_MAX = 6;
/** Major units: far above any real delivery fee, so a typo of zeros is caught. */
const FEE_MAX = 1_000_000;

export type SettingsInput = {
  currency: string;
  currencySymbol: string;
  costType: string;
  deliveryRate: number;
  minimumDeliveryFee: number;
  tipPresets: number[];
  tipsEnabled: boolean;
  taxPercent: number;
  taxEnabled: boolean;
  /** Absent or null: the stored value stays (clients from before the setting existed). */
  unassignedAlertMinutes?: number | null;
  /** The ledger's split; absent (the settings form before issue 24): kept as they are. */
  defaultCommissionRate?: number | null;
  riderFeePerDelivery?: number | null;
  riderFeePerKm?: number | null;
};

/** The settings as the screen shows them (major units). */
export async function getSettings({ db }: { db: Db }) {
  const { config, tipRow, taxRow } = await loadSettingsRows(db);
  const row = config ?? FALLBACK_CONFIGURATION;
  return {
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    costType: row.costType,
    deliveryRate: toMajor(row.deliveryRate, row.currency),
    minimumDeliveryFee: toMajor(row.minimumDeliveryFee, row.currency),
    tipPresets: tipRow?.tipVariations ?? [],
    tipsEnabled: tipRow?.enabled ?? false,
    taxPercent: taxRow?.taxationCharges ?? 0,
    taxEnabled: taxRow?.enabled ?? false,
    unassignedAlertMinutes: row.unassignedAlertMinutes,
    defaultCommissionRate: row.defaultCommissionBp / 100,
    riderFeePerDelivery: toMajor(row.riderFeePerDelivery, row.currency),
    riderFeePerKm: toMajor(row.riderFeePerKm, row.currency),
    currencies: [...KNOWN_CURRENCIES],
  };
}

const isFee = (value: number) => Number.isFinite(value) && value >= 0 && value <= FEE_MAX;
const isPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/** Checks and normalises the input; every refusal is BAD_USER_INPUT naming the field. */
export function parseSettings(
  input: SettingsInput,
  stored: LedgerSettings & { unassignedAlertMinutes: number } = FALLBACK_CONFIGURATION,
) {
  const currency = normaliseCurrency(input.currency);
  if (!KNOWN_CURRENCIES.includes(currency)) throw badUserInput(`Unknown currency "${input.currency}".`);
  const currencySymbol = input.currencySymbol.trim();
  if (!currencySymbol || currencySymbol.length > SYMBOL_MAX)
    throw badUserInput(`The currency symbol must be 1 to ${SYMBOL_MAX} characters.`);
  if (input.costType !== 'fixed' && input.costType !== 'perKM')
    throw badUserInput('The delivery fee rule must be fixed or perKM.');
  if (!isFee(input.deliveryRate)) throw badUserInput('The delivery fee must be 0 or more.');
  if (!isFee(input.minimumDeliveryFee)) throw badUserInput('The minimum delivery fee must be 0 or more.');
  if (input.tipPresets.length > TIP_PRESETS_MAX)
    throw badUserInput(`At most ${TIP_PRESETS_MAX} tip presets.`);
  if (input.tipPresets.some((tip) => !isPercent(tip) || tip === 0))
    throw badUserInput('Each tip preset must be a percent above 0 and at most 100.');
  if (new Set(input.tipPresets).size !== input.tipPresets.length)
    throw badUserInput('Tip presets must differ from each other.');
  if (input.tipsEnabled && input.tipPresets.length === 0)
    throw badUserInput('Tips need at least one preset.');
  if (!isPercent(input.taxPercent)) throw badUserInput('The tax must be a percent from 0 to 100.');
  const alertMinutes = input.unassignedAlertMinutes ?? stored.unassignedAlertMinutes;
  if (!isUnassignedAlertMinutes(alertMinutes)) {
    throw badUserInput(
      `The rider alert must be whole minutes from ${UNASSIGNED_ALERT_MINUTES.min} to ${UNASSIGNED_ALERT_MINUTES.max}.`,
    );
  }
  const ledger = parseLedgerSettings(input, currency, stored);
  return {
    config: {
      currency,
      currencySymbol,
      costType: input.costType,
      deliveryRate: toMinor(input.deliveryRate, currency),
      // Only the per-km rule has a minimum; a fixed fee is its own minimum.
      minimumDeliveryFee: input.costType === 'perKM' ? toMinor(input.minimumDeliveryFee, currency) : 0,
      unassignedAlertMinutes: alertMinutes,
      ...ledger,
    },
    tips: { tipVariations: [...input.tipPresets], enabled: input.tipsEnabled },
    taxes: { taxationCharges: input.taxPercent, enabled: input.taxEnabled },
  };
}

type LedgerSettings = Pick<
  typeof FALLBACK_CONFIGURATION,
  'defaultCommissionBp' | 'riderFeePerDelivery' | 'riderFeePerKm'
>;

/** The commission default and the rider's fee rule (docs/money.md); each absent one keeps its value. */
function parseLedgerSettings(
  input: SettingsInput,
  currency: string,
  current: LedgerSettings,
): LedgerSettings {
  const { defaultCommissionRate: rate, riderFeePerDelivery: perDelivery, riderFeePerKm: perKm } = input;
  if (rate != null && !isPercent(rate))
    throw badUserInput('The default commission must be a percent from 0 to 100.');
  if (perDelivery != null && !isFee(perDelivery)) throw badUserInput('The rider fee must be 0 or more.');
  if (perKm != null && !isFee(perKm)) throw badUserInput('The rider fee per km must be 0 or more.');
  return {
    defaultCommissionBp: rate == null ? current.defaultCommissionBp : percentToBasisPoints(rate),
    riderFeePerDelivery: perDelivery == null ? current.riderFeePerDelivery : toMinor(perDelivery, currency),
    riderFeePerKm: perKm == null ? current.riderFeePerKm : toMinor(perKm, currency),
  };
}

/**
 * The write behind "save settings": the three rows (updated, or created on an empty database) and the
 * audit row of what changed, in the caller's transaction. The screen (after its checks) and the demo
 * seed (actor "demo seed") both come here.
 */
export async function saveSettings({
  tx,
  actor,
  values,
  requestId = null,
}: {
  tx: Db;
  actor: AuditActor;
  values: SettingsValues;
  requestId?: string | null;
}) {
  const { config, tipRow, taxRow } = await loadSettingsRows(tx);
  const before = {
    ...(config ?? FALLBACK_CONFIGURATION),
    tipVariations: tipRow?.tipVariations ?? [],
    tipsEnabled: tipRow?.enabled ?? false,
    taxationCharges: taxRow?.taxationCharges ?? 0,
    taxEnabled: taxRow?.enabled ?? false,
  };
  const { id: _id, ...configValues } = values.config;
  const after = {
    ...configValues,
    tipVariations: values.tips.tipVariations,
    tipsEnabled: values.tips.enabled,
    taxationCharges: values.taxes.taxationCharges,
    taxEnabled: values.taxes.enabled,
  };
  await saveSettingsRows(tx, values);
  const diff = changedFields(before as Record<string, unknown>, after);
  await recordAudit(tx, {
    actor,
    action: 'settings.update',
    entityType: 'settings',
    entityId: 'platform',
    before: diff.before,
    after: diff.after,
    requestId,
  });
}

/**
 * updateSettings (docs/admin.md "Settings"): the configuration, tips and taxes rows and the audit row in
 * one transaction; then every instance's catalog cache drops configuration and charges, so the next
 * `configuration` query and placeOrder use the new values.
 */
export async function updateSettings(deps: {
  db: Db;
  catalog: CatalogCache;
  viewer: UserRow;
  requestId: string | null;
  input: SettingsInput;
}) {
  await deps.db.transaction(async (tx) => {
    const { config } = await loadSettingsRows(tx);
    // Read in the transaction: an input without the alert minutes keeps what is stored now.
    const values = parseSettings(deps.input, config ?? FALLBACK_CONFIGURATION);
    await saveSettings({ tx, actor: userActor(deps.viewer), values, requestId: deps.requestId });
  });
  await deps.catalog.changed({ configuration: true, charges: true });
  return getSettings(deps);
}
