import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmNewsletterDocument, UnsubscribeNewsletterDocument } from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';

export type LinkState = 'none' | 'idle' | 'working' | 'done' | 'invalid';

/**
 * The token of a subscription mail's link (?token=) and the call that follows it. The confirm link is
 * followed as the page opens; the unsubscribe link waits for the button, so a mail scanner that
 * fetches links cannot unsubscribe anyone (docs/applications.md).
 */
export function useNewsletterLink(action: 'confirm' | 'unsubscribe') {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<LinkState>(token ? 'idle' : 'none');
  const [, confirm] = useTypedMutation(ConfirmNewsletterDocument);
  const [, unsubscribe] = useTypedMutation(UnsubscribeNewsletterDocument);
  const started = useRef(false);

  const follow = useCallback(async () => {
    if (!token || started.current) return;
    started.current = true;
    setState('working');
    const result = await (action === 'confirm' ? confirm({ token }) : unsubscribe({ token }));
    setState(result.error || !result.data ? 'invalid' : 'done');
  }, [action, confirm, unsubscribe, token]);

  useEffect(() => {
    if (action === 'confirm') void follow();
  }, [action, follow]);

  return { state, follow };
}
