import { useCallback } from 'react';
import { useClient } from 'urql';
import { type PhoneExistQuery, type PhoneExistQueryVariables, PhoneExistDocument } from '@/gql/graphql.ts';
import { documentText } from '@/lib/registered-documents.ts';

/**
 * Whether a phone already belongs to another user (docs/product/validation.md#e-mail-and-phone), asked fresh
 * each time; null when the check itself failed (the screen says "Something went wrong",
 * docs/product/errors.md#accounts).
 */
export function usePhoneTaken(): (phone: string) => Promise<boolean | null> {
  const client = useClient();
  return useCallback(
    async (phone) => {
      const { data } = await client
        .query<PhoneExistQuery, PhoneExistQueryVariables>(
          documentText(PhoneExistDocument),
          { phone },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      return data ? data.phoneExist._id !== null : null;
    },
    [client],
  );
}
