import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { createOperator, createOperatorWithLink } from '../src/modules/onboarding/create-operator.ts';
import { failure, LOGIN } from './helpers/accounts.ts';
import { createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// `npm run create-admin` (docs/admin.md "The first operator") runs createOperator; the command itself
// only reads the password and prints the outcome (spawning it costs a migration of its own, ~20 s).

let database: TestDatabase;
let api: TestApp;
const PASSWORD = 'Operator42';
const NOW = new Date('2025-06-04T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
}, 120_000);
afterAll(async () => {
  await api?.app.close();
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

const SET_PASSWORD = `mutation ($token: String!, $password: String!) {
  setPasswordWithToken(token: $token, password: $password)
}`;
const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');
const signIn = (email: string, password: string) =>
  api.gql<{ login: { token: string } }>(LOGIN, { type: 'default', email, password });

describe('create-admin --link', () => {
  const link = (email: string, now = NOW) =>
    createOperatorWithLink({
      db: database.db,
      email,
      role: 'SUPPORT',
      publicUrl: 'https://food.example.org/',
      now,
    });

  it('makes the account without a password; its link sets one once, then it signs in', async () => {
    const { user, url } = await link('linked@example.org');
    expect(url).toMatch(/^https:\/\/food\.example\.org\/admin\/set-password#token=[\w-]{43}$/);
    expect(user).toMatchObject({ role: 'SUPPORT', passwordHash: null });
    expect(failure(await signIn('linked@example.org', PASSWORD))?.code).toBeDefined();

    const set = await api.gql(SET_PASSWORD, { token: tokenOf(url), password: PASSWORD });
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ setPasswordWithToken: true });
    expect((await signIn('linked@example.org', PASSWORD)).data?.login.token).toBeTruthy();

    const again = await api.gql(SET_PASSWORD, { token: tokenOf(url), password: 'Another42x' });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_RESET_TOKEN', link: 'used' });
    expect((await signIn('linked@example.org', PASSWORD)).data?.login.token).toBeTruthy();
  });

  it('refuses a wrong token, a weak password, an expired link and one replaced by a newer link', async () => {
    const wrong = await api.gql(SET_PASSWORD, { token: 'x'.repeat(43), password: PASSWORD });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_RESET_TOKEN', link: 'invalid' });

    const first = await link('late@example.org', new Date(NOW.getTime() - 25 * 3600_000));
    const weak = await api.gql(SET_PASSWORD, { token: tokenOf(first.url), password: 'short' });
    expect(failure(weak)?.code).toBe('BAD_USER_INPUT');
    const expired = await api.gql(SET_PASSWORD, { token: tokenOf(first.url), password: PASSWORD });
    expect(expired.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_RESET_TOKEN', link: 'expired' });

    // Asked again for an account still without a password: a new link, the old one dead.
    const second = await link('late@example.org');
    expect(second.user.id).toBe(first.user.id);
    const replaced = await api.gql(SET_PASSWORD, { token: tokenOf(first.url), password: PASSWORD });
    expect(replaced.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_RESET_TOKEN', link: 'invalid' });
    const [account] = await accountsOf('late@example.org');
    expect(account!.passwordHash).toBeNull();
    expect(
      (await api.gql(SET_PASSWORD, { token: tokenOf(second.url), password: PASSWORD })).errors,
    ).toBeUndefined();
  });
});
