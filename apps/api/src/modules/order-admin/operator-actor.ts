import type { UserRow } from '../auth/auth.repository.ts';
import type { TransitionActor } from '../tracking/order-transition.ts';

/** The history row's actor for an operator account (the permission table lets only ADMIN and SUPPORT in). */
export function operatorActor(user: Pick<UserRow, 'id' | 'role'>): TransitionActor {
  return { role: user.role === 'SUPPORT' ? 'SUPPORT' : 'ADMIN', userId: user.id };
}
