import type { ChatMessage } from '../../generated/graphql.ts';
import type { ChatMessageRow } from './chat.repository.ts';

// A sender whose account was deleted keeps their name; the id is then empty (sender_id set null).
export function chatMessageView(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    user: { id: row.senderId ?? '', name: row.senderName },
    createdAt: row.createdAt.toISOString(),
  };
}
