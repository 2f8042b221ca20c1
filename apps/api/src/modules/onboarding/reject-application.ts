import { AppError } from '@food/domain';
import { recordAudit, userActor } from '../audit/record-audit.ts';
import { deliverNotices } from '../applications/deliver-notices.ts';
import { ALREADY_DECIDED, loadUndecided } from './approve-application.ts';
import { rejectedMail } from './onboarding-mails.ts';
import type { DecisionDeps } from './onboarding-deps.ts';
import { claimDecision, findApplicationRow } from './onboarding.repository.ts';

export const REJECT_REASON_MAX = 500;

/** rejectApplication: the reason is required, stored and mailed to the applicant; no account is made. */
export async function rejectApplication(deps: DecisionDeps, input: { id: string; reason: string }) {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('BAD_USER_INPUT', 'Give the applicant a reason.');
  if (reason.length > REJECT_REASON_MAX)
    throw new AppError('BAD_USER_INPUT', `The reason is limited to ${REJECT_REASON_MAX} characters.`);
  const application = await loadUndecided(deps, input.id);
  await deps.db.transaction(async (tx) => {
    const claimed = await claimDecision(tx, application.id, {
      status: 'REJECTED',
      decidedBy: deps.staff.id,
      decidedAt: deps.now,
      rejectReason: reason,
    });
    if (!claimed) throw new AppError('BAD_USER_INPUT', ALREADY_DECIDED);
    await recordAudit(tx, {
      actor: userActor(deps.staff),
      action: 'application.reject',
      entityType: 'application',
      entityId: application.id,
      before: { status: 'NEW' },
      after: { status: 'REJECTED', rejectReason: reason },
      requestId: deps.requestId,
    });
  });
  await deliverNotices(deps, [
    rejectedMail({ to: application.email!, name: application.name, isRider: application.isRider, reason }),
  ]);
  return (await findApplicationRow(deps.db, application.id))!;
}
