import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESEND_COOLDOWN_SECONDS, VALIDATION_MESSAGES as M } from '@food/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DeliveryError } from '../../adapters/mail/mailer.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { rateLimited, userError } from '../../errors.ts';
import type { VerificationFlow } from '../configuration/verification-skip-code.ts';

// The one implementation of verification codes for e-mail sign-up, phone and password reset
// (docs/product/changes-from-upstream.md#verification-codes): random 100000–999999, stored only as an
// HMAC bound to purpose and target, valid 10 minutes, 5 wrong tries per code, a new code replaces
// the older ones and may not be requested again within 30 s, and a code works once.

export const CODE_TTL_MINUTES = 10;
export const CODE_TTL_SECONDS = CODE_TTL_MINUTES * 60;
export const MAX_WRONG_ATTEMPTS = 5;
const CLEANUP_AFTER_MS = 86_400_000;

export type CodeTarget = { purpose: VerificationFlow; target: string };
export type IssuedCode = { id: string; code: string; expiresAt: Date };
/** A code that passed the check; `id` null when it was the configured skip code. */
export type VerifiedCode = { id: string | null };

const invalidCode = () => userError('INVALID_CODE', M.invalidCode);

function hashCode({ secret, purpose, target, code }: CodeTarget & { secret: string; code: string }) {
  return createHmac('sha256', secret).update(`verification-code\0${purpose}\0${target}\0${code}`).digest();
}

const sameCode = (storedHash: string, candidate: Buffer) =>
  timingSafeEqual(Buffer.from(storedHash, 'base64url'), candidate);

const forTarget = ({ purpose, target }: CodeTarget) =>
  and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target));

/**
 * Creates a new code for purpose+target, replacing older ones. RATE_LIMITED "Please wait N s before
 * requesting a new code" within 30 s of the previous one (docs/product/limits.md#accounts). The caller
 * delivers `code` and forgets it; only its hash is stored.
 */
export async function issueVerificationCode({
  db,
  secret,
  purpose,
  target,
  now,
}: CodeTarget & { db: Db; secret: string; now: Date }): Promise<IssuedCode> {
  const code = String(randomInt(100_000, 1_000_000));
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
  const id = await db.transaction(async (tx) => {
    // Two parallel requests for one target must not both pass the cooldown check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${purpose}:${target}`}))`);
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(forTarget({ purpose, target }))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const waited = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
    if (waited < RESEND_COOLDOWN_SECONDS) {
      const seconds = Math.min(RESEND_COOLDOWN_SECONDS, Math.ceil(RESEND_COOLDOWN_SECONDS - waited));
      throw rateLimited(seconds, `Please wait ${seconds} s before requesting a new code`);
    }
    await tx.delete(verificationCodes).where(forTarget({ purpose, target }));
    await tx
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - CLEANUP_AFTER_MS)));
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        purpose,
        target,
        codeHash: hashCode({ secret, purpose, target, code }).toString('base64url'),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });
  return { id, code, expiresAt };
}

/**
 * Hands a new code to the mail or SMS adapter. When that fails the code is withdrawn (so the 30 s
 * cooldown does not hold the user back) and DELIVERY_FAILED asks them to try again.
 */
export async function deliverVerificationCode({
  db,
  issued,
  deliver,
}: {
  db: Db;
  issued: IssuedCode;
  deliver: () => Promise<void>;
}): Promise<void> {
  try {
    await deliver();
  } catch (error) {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, issued.id));
    if (error instanceof DeliveryError) {
      throw userError('DELIVERY_FAILED', 'We could not send the code. Please try again in a moment.');
    }
    throw error;
  }
}

type CheckOutcome = 'INVALID' | 'EXPIRED' | 'EXHAUSTED' | { id: string };

/**
 * Checks `code` (already six digits) against the newest code for purpose+target without using it up:
 * the caller consumes it in the transaction that acts on it (consumeVerificationCode). A wrong code
 * counts an attempt; from the sixth try on even the right code is refused. `skipCode` is accepted
 * as is (verificationSkipCode: only when configuration and the server allow it).
 */
export async function checkVerificationCode({
  db,
  secret,
  purpose,
  target,
  code,
  now,
  skipCode,
}: CodeTarget & {
  db: Db;
  secret: string;
  code: string;
  now: Date;
  skipCode?: string | undefined;
}): Promise<VerifiedCode> {
  if (skipCode && code === skipCode) return { id: null };
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(forTarget({ purpose, target }))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    // No code, or one already used: the same answer as a wrong code, so nothing is revealed.
    if (!row || row.consumedAt) return 'INVALID';
    if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return 'EXHAUSTED';
    if (!sameCode(row.codeHash, hashCode({ secret, purpose, target, code }))) {
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return 'INVALID';
    }
    return { id: row.id };
  });
  if (outcome === 'INVALID') throw invalidCode();
  if (outcome === 'EXPIRED') throw userError('CODE_EXPIRED', 'This code has expired. Request a new one.');
  if (outcome === 'EXHAUSTED') {
    throw userError(
      'CODE_ATTEMPTS_EXCEEDED',
      'Too many wrong attempts: a new code is needed. Request a new one.',
    );
  }
  return outcome;
}

/**
 * Uses the code up, inside the transaction that acts on it, so a code works exactly once even when
 * two requests race (the loser gets INVALID_CODE and its transaction rolls back).
 */
export async function consumeVerificationCode({
  db,
  verified,
  now,
}: {
  db: Db;
  verified: VerifiedCode;
  now: Date;
}): Promise<void> {
  if (!verified.id) return;
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, verified.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw invalidCode();
}
