import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { createOperator } from '../src/modules/onboarding/create-operator.ts';
import { createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// `npm run create-admin` (docs/admin.md "The first operator") runs createOperator; the command itself
// only reads the password and prints the outcome (spawning it costs a migration of its own, ~20 s).

let database: TestDatabase;
const PASSWORD = 'Operator42';

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const accountsOf = (email: string) => database.db.select().from(t.users).where(eq(t.users.email, email));

describe('createOperator', () => {
  it('creates the first ADMIN with the password, audited as the command line', async () => {
    const { user, promoted } = await createOperator({
      db: database.db,
      email: ' Boss@Example.org ',
      password: PASSWORD,
    });
    expect(promoted).toBe(false);
    expect(user).toMatchObject({ email: 'boss@example.org', role: 'ADMIN' });
    expect(await verifyPassword({ passwordHash: user.passwordHash, password: PASSWORD })).toBe(true);
    const [audit] = await database.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, user.id));
    expect(audit).toMatchObject({ actorRole: 'SYSTEM', actorName: 'command line', action: 'user.create' });
  });

  it('refuses a second ADMIN and a weak password unless told; SUPPORT needs no --force', async () => {
    await expect(
      createOperator({ db: database.db, email: 'second@example.org', password: PASSWORD }),
    ).rejects.toThrow('An operator account already exists (boss@example.org)');
    await expect(
      createOperator({ db: database.db, email: 'weak@example.org', password: 'short', force: true }),
    ).rejects.toThrow('at least 8 characters');
    const second = await createOperator({
      db: database.db,
      email: 'second@example.org',
      password: PASSWORD,
      force: true,
    });
    expect(second.user.role).toBe('ADMIN');
    const support = await createOperator({
      db: database.db,
      email: 'help@example.org',
      password: PASSWORD,
      role: 'SUPPORT',
    });
    expect(support.user.role).toBe('SUPPORT');
  });

  it('promotes an existing account only with --force, never a second account', async () => {
    const customer = await createUser(database.db, { email: 'customer@example.org' });
    await expect(
      createOperator({ db: database.db, email: customer.email, password: PASSWORD, role: 'SUPPORT' }),
    ).rejects.toThrow('already has a CUSTOMER account. Use --force');
    const { promoted } = await createOperator({
      db: database.db,
      email: customer.email,
      password: PASSWORD,
      role: 'SUPPORT',
      force: true,
    });
    expect(promoted).toBe(true);
    const accounts = await accountsOf(customer.email);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: customer.id, role: 'SUPPORT' });
    expect(accounts[0]!.tokenVersion).not.toBe(customer.tokenVersion);
  });
});
