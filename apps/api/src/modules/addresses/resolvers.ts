import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseAddressId, parseAddressInput } from './address-input.ts';
import { createAddress } from './create-address.ts';
import { deleteAddress } from './delete-address.ts';
import { editAddress } from './edit-address.ts';
import { selectAddress } from './select-address.ts';

// Signed-in users only; every mutation acts on the caller's own addresses (docs/product/access.md#ownership).
export const addressesResolvers: Resolvers = {
  Mutation: {
    createAddress: async (_parent, { addressInput }, ctx) => {
      const user = await requireViewer(ctx);
      return createAddress({ db: ctx.db, user, input: parseAddressInput(addressInput), now: ctx.now });
    },
    editAddress: async (_parent, { addressInput }, ctx) => {
      const user = await requireViewer(ctx);
      const id = parseAddressId(addressInput._id);
      return editAddress({ db: ctx.db, user, id, input: parseAddressInput(addressInput) });
    },
    deleteAddress: async (_parent, { id }, ctx) => {
      const user = await requireViewer(ctx);
      return deleteAddress({ db: ctx.db, user, id: parseAddressId(id) });
    },
    selectAddress: async (_parent, { id }, ctx) => {
      const user = await requireViewer(ctx);
      return selectAddress({ db: ctx.db, user, id: parseAddressId(id) });
    },
  },
};
