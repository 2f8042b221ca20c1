import { AppError } from '@food/domain';
import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { trackingDeps } from '../tracking/tracking-context.ts';
import { chatMessageView } from './chat-view.ts';
import { listChatMessages } from './list-chat-messages.ts';
import { sendChatMessage } from './send-chat-message.ts';
import { subscribeNewMessages } from './subscribe-new-messages.ts';

// The sender is always the signed-in user (the input's user is ignored, chat SDL). An invalid text
// is answered in the result (success false and the reason), as the result shape expects.
export const chatResolvers: Resolvers = {
  Query: {
    chat: async (_parent, { order }, ctx) => {
      const user = await requireViewer(ctx);
      const rows = await listChatMessages(ctx.db, { orderId: order, userId: user.id });
      return rows.map(chatMessageView);
    },
  },
  Mutation: {
    sendChatMessage: async (_parent, { orderId, message }, ctx) => {
      const user = await requireViewer(ctx);
      try {
        const row = await sendChatMessage(
          trackingDeps(ctx),
          { userId: user.id, name: user.name },
          {
            orderId,
            message: message.message,
          },
        );
        return { success: true, message: 'Message sent', data: chatMessageView(row) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
          return { success: false, message: error.message, data: null };
        }
        throw error;
      }
    },
  },
  Subscription: {
    subscriptionNewMessage: {
      subscribe: async (_parent, { order }, ctx) => {
        const user = await requireViewer(ctx);
        return subscribeNewMessages(ctx, { userId: user.id, orderId: order });
      },
      resolve: <T>(payload: T) => payload,
    },
  },
};
