import { createRequire } from 'node:module';

// axe-core's own description of its rules and checks (the script it injects into the page, loaded in
// Node only to read that description).
type AxeMetadata = {
  _audit: {
    rules: { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }[];
    data: { checks: Record<string, { impact?: string }> };
  };
};
type Check = string | { id: string };

const BELOW_SERIOUS = new Set(['minor', 'moderate']);

/**
 * The rules that cannot report a serious or critical violation: the rule's own impact, or else every
 * one of its checks', is minor or moderate. The journeys assert only serious and critical violations,
 * so running these rules changes no result and costs time.
 */
export function rulesBelowSerious(): string[] {
  const axe = createRequire(import.meta.url)('axe-core') as AxeMetadata;
  const checks = axe._audit.data.checks;
  return axe._audit.rules
    .filter((rule) => {
      if (rule.impact) return BELOW_SERIOUS.has(rule.impact);
      const impacts = [...rule.any, ...rule.all, ...rule.none].map(
        (check) => checks[typeof check === 'string' ? check : check.id]?.impact,
      );
      return (
        impacts.length > 0 && impacts.every((impact) => impact !== undefined && BELOW_SERIOUS.has(impact))
      );
    })
    .map((rule) => rule.id);
}
