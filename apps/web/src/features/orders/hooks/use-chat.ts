import { useMemo, useState } from 'react';
import {
  type ChatMessageFieldsFragment,
  ChatDocument,
  NewChatMessageDocument,
  SendChatMessageDocument,
} from '@/gql/graphql.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';

export type ChatMessage = ChatMessageFieldsFragment;

/** History, live and sent messages once each, oldest first. */
export function mergeMessages(...groups: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const group of groups) for (const message of group) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/**
 * The rider chat (docs/product/api.md#tracking: chat, network every time; subscriptionNewMessage appends;
 * sendChatMessage). `send` resolves to an error message or null.
 */
export function useChat(orderId: string) {
  const [{ data, fetching, error }] = useTypedQuery({
    query: ChatDocument,
    variables: { order: orderId },
    requestPolicy: 'network-only',
  });
  const [{ data: live }] = useTypedSubscription(
    { query: NewChatMessageDocument, variables: { order: orderId } },
    (messages: ChatMessage[] = [], event) => [...messages, event.subscriptionNewMessage],
  );
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const [{ fetching: sending }, sendMessage] = useTypedMutation(SendChatMessageDocument);

  const messages = useMemo(() => mergeMessages(data?.chat ?? [], live ?? [], sent), [data, live, sent]);

  const send = async (text: string): Promise<string | null> => {
    const result = await sendMessage({ orderId, message: { message: text } });
    if (result.error) return errorMessage(result.error);
    const answer = result.data?.sendChatMessage;
    if (!answer?.success || !answer.data) return answer?.message ?? 'Something went wrong';
    const message = answer.data;
    setSent((current) => [...current, message]);
    return null;
  };

  return { messages, loading: fetching && !data, error, sending, send };
}
