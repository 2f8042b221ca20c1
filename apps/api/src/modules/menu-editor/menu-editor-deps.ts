import type { MenuProblem } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { userError } from '../../errors.ts';
import { recordAudit, type AuditActor, type AuditChange } from '../audit/record-audit.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';

/** What the editor's operations need; `restaurantId` is already checked to be the caller's. */
export type MenuEditorDeps = {
  db: Db;
  catalog: CatalogCache;
  actor: AuditActor;
  requestId: string;
  restaurantId: string;
  /** The platform currency: prices arrive as major units and are stored as minor units. */
  currency: string;
};

export type MenuAudit = Pick<AuditChange, 'action' | 'entityType' | 'entityId' | 'before' | 'after'>;

/**
 * One menu change: the writes and their audit row in one transaction, then the restaurant's cached menu
 * dropped on every instance (catalog-cache.ts publishes it), so the next customer request sees it.
 */
export async function changeMenu(deps: MenuEditorDeps, change: (tx: Db) => Promise<MenuAudit>) {
  await deps.db.transaction(async (tx) => {
    const audit = await change(tx);
    await recordAudit(tx, {
      ...audit,
      actor: deps.actor,
      restaurantId: deps.restaurantId,
      requestId: deps.requestId,
    });
  });
  await deps.catalog.changed({ restaurantIds: [deps.restaurantId] });
}

/** The first problem as BAD_USER_INPUT, its field in extensions.field for the form. */
export function refuseProblems(problems: readonly MenuProblem[]): void {
  const [problem] = problems;
  if (problem) throw userError('BAD_USER_INPUT', problem.message, { field: problem.field });
}

export const invalidField = (field: string, message: string) =>
  userError('BAD_USER_INPUT', message, { field });
