import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { LOGIN } from './helpers/accounts.ts';
import { createUser, createZone } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { tokenFor } from './helpers/tracking-factories.ts';

// The applications inbox (docs/admin.md "Applications"): approving makes or links the applicant's
// account with the password they chose (a vendor's with a DRAFT restaurant, a rider's in a zone),
// rejecting mails the reason, and an application is decided once. Other roles: permissions.test.ts.

let database: TestDatabase;
let api: TestApp;
let admin: string;
let support: string;
let passwordHash: string;
const PASSWORD = 'Applicant42';

const FIELDS =
  'id kind status name email details { key value } decidedByName rejectReason userId restaurantId';
const LIST = `query ($status: ApplicationStatus, $search: String) { adminApplications(status: $status, search: $search) { total items { ${FIELDS} } } }`;
const APPROVE = `mutation ($id: ID!, $zone: ID) { approveApplication(id: $id, zone: $zone) { ${FIELDS} } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectApplication(id: $id, reason: $reason) { ${FIELDS} } }`;

type Application = { id: string; status: string; userId: string | null; restaurantId: string | null };

let counter = 0;
async function apply(kind: 'VENDOR' | 'RIDER', values: Partial<typeof t.applications.$inferInsert> = {}) {
  counter += 1;
  const [row] = await database.db
    .insert(t.applications)
    .values({
      kind,
      role: kind === 'RIDER' ? 'Driver Registration' : 'Vendor Registration',
      isRider: kind === 'RIDER',
      name: `Applicant ${counter}`,
      email: `applicant-${counter}@example.com`,
      phone: `+9230000000${String(counter).padStart(2, '0')}`,
      passwordHash,
      details: kind === 'VENDOR' ? { storeName: `Karahi House ${counter}`, city: 'Islamabad' } : {},
      ...values,
    })
    .returning();
  return row!;
}

const mailsTo = (recipient: string) =>
  database.db.select().from(t.outbox).where(eq(t.outbox.recipient, recipient));
const usersWith = (email: string) => database.db.select().from(t.users).where(eq(t.users.email, email));

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db });
  passwordHash = await hashPassword(PASSWORD);
  admin = await tokenFor(await createUser(database.db, { name: 'Olga Operator', role: 'ADMIN' }));
  support = await tokenFor(await createUser(database.db, { name: 'Sid Support', role: 'SUPPORT' }));
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

describe('approving', () => {
  it('a vendor: a RESTAURANT account with the chosen password, linked to a new DRAFT restaurant, mailed', async () => {
    const application = await apply('VENDOR');
    const answer = await api.gql<{ approveApplication: Application }>(
      APPROVE,
      { id: application.id },
      { token: admin },
    );
    expect(answer.errors).toBeUndefined();
    const decided = answer.data!.approveApplication;
    expect(decided).toMatchObject({ status: 'APPROVED', decidedByName: 'Olga Operator' });

    const [user] = await usersWith(application.email!);
    expect(user).toMatchObject({
      role: 'RESTAURANT',
      restaurantId: decided.restaurantId,
      id: decided.userId,
    });
    const [restaurant] = await database.db
      .select()
      .from(t.restaurants)
      .where(eq(t.restaurants.id, decided.restaurantId!));
    expect(restaurant).toMatchObject({ status: 'DRAFT', name: application.details['storeName'] });

    const login = await api.gql(LOGIN, { type: 'default', email: application.email, password: PASSWORD });
    expect(login.errors).toBeUndefined();
    const [mail] = await mailsTo(application.email!);
    expect(mail?.subject).toContain('restaurant account is ready');
    const audit = await database.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, application.id));
    expect(audit.map((row) => row.action)).toEqual(['application.approve']);
  });

  it('a rider, by support: a RIDER account and riders row in the chosen zone', async () => {
    const zone = await createZone(database.db, { title: 'North' });
    const application = await apply('RIDER');
    const answer = await api.gql<{ approveApplication: Application }>(
      APPROVE,
      { id: application.id, zone: zone.id },
      { token: support },
    );
    expect(answer.errors).toBeUndefined();
    const [user] = await usersWith(application.email!);
    expect(user?.role).toBe('RIDER');
    const [rider] = await database.db.select().from(t.riders).where(eq(t.riders.userId, user!.id));
    expect(rider).toMatchObject({ zoneId: zone.id, isOnline: false });
    expect((await mailsTo(application.email!))[0]?.subject).toContain('start riding');
  });

  it('an e-mail with a customer account: that account becomes RESTAURANT, no second account', async () => {
    const customer = await createUser(database.db, { email: 'already-here@example.com', role: 'CUSTOMER' });
    const application = await apply('VENDOR', { email: customer.email });
    const answer = await api.gql<{ approveApplication: Application }>(
      APPROVE,
      { id: application.id },
      { token: admin },
    );
    expect(answer.errors).toBeUndefined();
    const accounts = await usersWith(customer.email);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      id: customer.id,
      role: 'RESTAURANT',
      passwordHash: customer.passwordHash,
    });
  });

  it('two approvals at once: one account, the other told the application was decided', async () => {
    const application = await apply('VENDOR');
    const answers = await Promise.all(
      [admin, support].map((token) => api.gql(APPROVE, { id: application.id }, { token })),
    );
    const failures = answers.filter((answer) => answer.errors);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.errors![0]!.message).toBe('This application was already decided.');
    expect(await usersWith(application.email!)).toHaveLength(1);
    const drafts = await database.db
      .select()
      .from(t.restaurants)
      .where(
        and(eq(t.restaurants.name, application.details['storeName']!), eq(t.restaurants.status, 'DRAFT')),
      );
    expect(drafts).toHaveLength(1);
  });
});

describe('rejecting and the list', () => {
  it('needs a reason, stores and mails it, and makes no account', async () => {
    const application = await apply('RIDER');
    const empty = await api.gql(REJECT, { id: application.id, reason: '  ' }, { token: support });
    expect(empty.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const long = await api.gql(REJECT, { id: application.id, reason: 'x'.repeat(501) }, { token: support });
    expect(long.errors?.[0]?.message).toContain('500');

    const reason = 'Riders need a valid licence for the city.';
    const answer = await api.gql<{ rejectApplication: Application & { rejectReason: string } }>(
      REJECT,
      { id: application.id, reason },
      { token: support },
    );
    expect(answer.data!.rejectApplication).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    expect((await mailsTo(application.email!))[0]?.body).toContain(reason);
    expect(await usersWith(application.email!)).toHaveLength(0);
    const again = await api.gql(APPROVE, { id: application.id }, { token: admin });
    expect(again.errors?.[0]?.message).toBe('This application was already decided.');
  });

  it('filters by status and search, and never shows contact messages or password hashes', async () => {
    await database.db
      .insert(t.applications)
      .values({ kind: 'CONTACT', role: 'Contact', name: 'Searchable Person' });
    const target = await apply('VENDOR', { name: 'Searchable Person' });
    const answer = await api.gql<{ adminApplications: { total: number; items: Application[] } }>(
      LIST,
      { status: 'NEW', search: 'searchable' },
      { token: support },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminApplications.items.map((item) => item.id)).toEqual([target.id]);
    expect(answer.body).not.toContain(passwordHash);
    const approved = await api.gql<{ adminApplications: { items: Application[] } }>(
      LIST,
      { status: 'APPROVED' },
      { token: admin },
    );
    expect(approved.data!.adminApplications.items.every((item) => item.status === 'APPROVED')).toBe(true);
    expect(approved.data!.adminApplications.items.length).toBeGreaterThanOrEqual(3);
  });
});
