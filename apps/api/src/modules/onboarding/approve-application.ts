import { AppError } from '@food/domain';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit, userActor } from '../audit/record-audit.ts';
import { deliverNotices } from '../applications/deliver-notices.ts';
import { enrolRider } from '../riders/make-rider.ts';
import { createDraftRestaurant, locate } from './draft-restaurant.ts';
import { riderApprovedMail, vendorApprovedMail } from './onboarding-mails.ts';
import type { DecisionDeps } from './onboarding-deps.ts';
import {
  claimDecision,
  findApplicationRow,
  saveOutcome,
  zoneExists,
  type ApplicationRow,
} from './onboarding.repository.ts';
import { createOrLinkAccount } from './staff-accounts.ts';

export const ALREADY_DECIDED = 'This application was already decided.';

/** The NEW application `id`, or a clear refusal. */
export async function loadUndecided(deps: Pick<DecisionDeps, 'db'>, id: string): Promise<ApplicationRow> {
  const application = isUuid(id) ? await findApplicationRow(deps.db, id) : undefined;
  if (!application) throw new AppError('NOT_FOUND', 'No such application.');
  if (application.status !== 'NEW') throw new AppError('BAD_USER_INPUT', ALREADY_DECIDED);
  if (!application.email) throw new AppError('BAD_USER_INPUT', 'This application has no e-mail address.');
  return application;
}

/**
 * approveApplication (docs/admin.md "Applications"): in one transaction the application is claimed
 * (only one of two simultaneous approvals gets it), the applicant's account made or linked with the
 * password they chose, a vendor's DRAFT restaurant or a rider's riders row created, and the audit row
 * written. The applicant is mailed once it is committed.
 */
export async function approveApplication(deps: DecisionDeps, input: { id: string; zoneId?: string | null }) {
  const application = await loadUndecided(deps, input.id);
  const email = application.email!;
  const zoneId = input.zoneId || null;
  if (application.isRider && zoneId && !(isUuid(zoneId) && (await zoneExists(deps.db, zoneId))))
    throw new AppError('BAD_USER_INPUT', 'No such zone.');
  const address = [application.details['postalAddress'], application.details['city']]
    .filter(Boolean)
    .join(', ');
  const position = application.isRider ? null : await locate(deps.geocoder, address);

  const outcome = await deps.db.transaction(async (tx) => {
    const claimed = await claimDecision(tx, application.id, {
      status: 'APPROVED',
      decidedBy: deps.staff.id,
      decidedAt: deps.now,
    });
    if (!claimed) throw new AppError('BAD_USER_INPUT', ALREADY_DECIDED);
    const restaurant = application.isRider
      ? null
      : await createDraftRestaurant(tx, {
          details: application.details,
          fallbackName: application.name,
          position,
        });
    const { user, created } = await createOrLinkAccount(tx, {
      email,
      name: application.name,
      phone: application.phone,
      passwordHash: application.passwordHash,
      role: application.isRider ? 'RIDER' : 'RESTAURANT',
      restaurantId: restaurant?.id ?? null,
    });
    if (application.isRider) await enrolRider(tx, { user, zoneId });
    await saveOutcome(tx, application.id, { userId: user.id, restaurantId: restaurant?.id ?? null });
    await recordAudit(tx, {
      actor: userActor(deps.staff),
      action: 'application.approve',
      entityType: 'application',
      entityId: application.id,
      restaurantId: restaurant?.id ?? null,
      before: { status: 'NEW' },
      after: {
        status: 'APPROVED',
        userId: user.id,
        accountCreated: created,
        ...(restaurant ? { restaurantId: restaurant.id, restaurantName: restaurant.name } : { zoneId }),
      },
      requestId: deps.requestId,
    });
    return { restaurant };
  });

  const publicUrl = deps.config.publicUrl;
  await deliverNotices(deps, [
    outcome.restaurant
      ? vendorApprovedMail({
          to: email,
          name: application.name,
          restaurantName: outcome.restaurant.name,
          publicUrl,
        })
      : riderApprovedMail({ to: email, name: application.name, publicUrl }),
  ]);
  return (await findApplicationRow(deps.db, application.id))!;
}
