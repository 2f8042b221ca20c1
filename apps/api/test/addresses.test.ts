import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/schema/index.ts';
import { failure } from './helpers/accounts.ts';
import { createAddress } from './helpers/factories.ts';
import { createCustomer } from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// createAddress, editAddress, deleteAddress (docs/product/data.md#addresses,
// docs/product/validation.md#addresses).

const ADDRESS_FIELDS =
  '_id addresses { _id label deliveryAddress details location { coordinates } selected }';
const CREATE = `mutation ($input: AddressInput!) { createAddress(addressInput: $input) { ${ADDRESS_FIELDS} } }`;
const EDIT = `mutation ($input: AddressInput!) { editAddress(addressInput: $input) { ${ADDRESS_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteAddress(id: $id) { ${ADDRESS_FIELDS} } }`;
const SELECT = `mutation ($id: ID!) { selectAddress(id: $id) { ${ADDRESS_FIELDS} } }`;

type Address = {
  _id: string;
  label: string;
  deliveryAddress: string;
  details: string;
  location: { coordinates: number[] };
  selected: boolean;
};
type UserResult = { _id: string; addresses: Address[] };

const NOW = new Date('2025-06-04T12:00:00Z');
const valid = { latitude: '33.71', longitude: '73.05', deliveryAddress: 'House 9, Street 4, F-6' };

let database: TestDatabase;
let api: TestApp;
let alice: Awaited<ReturnType<typeof createCustomer>>;
let bob: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  alice = await createCustomer(database.db, NOW);
  bob = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const as = (who: { token: string }) => ({ token: who.token });
const selectedOf = (list: Address[]) => list.filter((a) => a.selected).map((a) => a._id);

describe('createAddress', () => {
  it('trims, defaults the label to Home, parses the coordinates and selects the new address', async () => {
    const { data, errors } = await api.gql<{ createAddress: UserResult }>(
      CREATE,
      { input: { ...valid, deliveryAddress: '  House 9, Street 4, F-6 ', details: ' Gate 2 ', label: '  ' } },
      as(alice),
    );
    expect(errors).toBeUndefined();
    const list = data!.createAddress.addresses;
    expect(data!.createAddress._id).toBe(alice.user.id);
    const created = list.find((a) => a.deliveryAddress === 'House 9, Street 4, F-6')!;
    expect(created).toMatchObject({
      label: 'Home',
      details: 'Gate 2',
      location: { coordinates: [73.05, 33.71] },
      selected: true,
    });
    // Only one selected per user: the factory's address lost the flag.
    expect(selectedOf(list)).toEqual([created._id]);
  });

  it.each([
    [{ deliveryAddress: '   ' }, 'Delivery details is required'],
    [{ latitude: '' }, 'Delivery address is required'],
    [{ longitude: 'east' }, 'Delivery address is required'],
    [{ latitude: 'NaN' }, 'Delivery address is required'],
    [{ latitude: '91' }, 'Latitude must be between -90 and 90'],
    [{ longitude: '-180.5' }, 'Longitude must be between -180 and 180'],
    [{ deliveryAddress: 'x'.repeat(301) }, 'The address can be at most 300 characters'],
    [{ details: 'x'.repeat(301) }, 'Details can be at most 300 characters'],
    [{ label: 'x'.repeat(51) }, 'The label can be at most 50 characters'],
  ])('%j is refused with "%s" and saves nothing', async (overrides, message) => {
    const before = await database.db.select().from(addresses).where(eq(addresses.userId, bob.user.id));
    const response = await api.gql(CREATE, { input: { ...valid, ...overrides } }, as(bob));
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    const after = await database.db.select().from(addresses).where(eq(addresses.userId, bob.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('needs a signed-in user', async () => {
    expect(failure(await api.gql(CREATE, { input: valid }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You are not logged in.',
    });
  });
});

describe('editAddress, selectAddress and deleteAddress', () => {
  it('edit changes text, label and position of one of the caller’s addresses', async () => {
    const { data, errors } = await api.gql<{ editAddress: UserResult }>(
      EDIT,
      {
        input: {
          _id: alice.address.id,
          latitude: '-33.9',
          longitude: '151.2',
          deliveryAddress: ' 1 Harbour St ',
          label: 'Work',
        },
      },
      as(alice),
    );
    expect(errors).toBeUndefined();
    expect(data!.editAddress.addresses.find((a) => a._id === alice.address.id)).toMatchObject({
      label: 'Work',
      deliveryAddress: '1 Harbour St',
      details: '',
      location: { coordinates: [151.2, -33.9] },
    });
  });

  it('select makes exactly one address selected', async () => {
    const { data } = await api.gql<{ selectAddress: UserResult }>(
      SELECT,
      { id: alice.address.id },
      as(alice),
    );
    expect(selectedOf(data!.selectAddress.addresses)).toEqual([alice.address.id]);
    const rows = await database.db.select().from(addresses).where(eq(addresses.userId, alice.user.id));
    expect(rows.filter((r) => r.selected).map((r) => r.id)).toEqual([alice.address.id]);
  });

  it('concurrent selects still leave one selected address', async () => {
    const extra = await Promise.all(
      [1, 2, 3].map((n) =>
        createAddress(database.db, { userId: alice.user.id, deliveryAddress: `Extra ${n}` }),
      ),
    );
    await Promise.all(extra.map((a) => api.gql(SELECT, { id: a.id }, as(alice))));
    const rows = await database.db.select().from(addresses).where(eq(addresses.userId, alice.user.id));
    expect(rows.filter((r) => r.selected)).toHaveLength(1);
  });

  it('delete removes the address and returns the rest', async () => {
    const doomed = await createAddress(database.db, { userId: alice.user.id, deliveryAddress: 'Old flat' });
    const { data, errors } = await api.gql<{ deleteAddress: UserResult }>(
      DELETE,
      { id: doomed.id },
      as(alice),
    );
    expect(errors).toBeUndefined();
    expect(data!.deleteAddress.addresses.map((a) => a._id)).not.toContain(doomed.id);
    expect(data!.deleteAddress.addresses.map((a) => a._id)).toContain(alice.address.id);
  });

  it.each([
    ['someone else’s id', () => bob.address.id],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-a-uuid'],
  ])('%s is NOT_FOUND for edit, select and delete, and changes nothing', async (_name, id) => {
    const before = await database.db.select().from(addresses).where(eq(addresses.userId, bob.user.id));
    const notFound = { code: 'NOT_FOUND', message: 'Address not found.' };
    expect(failure(await api.gql(EDIT, { input: { ...valid, _id: id() } }, as(alice)))).toEqual(notFound);
    expect(failure(await api.gql(SELECT, { id: id() }, as(alice)))).toEqual(notFound);
    expect(failure(await api.gql(DELETE, { id: id() }, as(alice)))).toEqual(notFound);
    const after = await database.db.select().from(addresses).where(eq(addresses.userId, bob.user.id));
    expect(after).toEqual(before);
  });

  it('edit without an id is BAD_USER_INPUT', async () => {
    expect(failure(await api.gql(EDIT, { input: valid }, as(alice)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'An address id is required.',
    });
  });
});
