import type { Resolvers } from '../../generated/graphql.ts';
import { followSubscriptionLink } from './follow-subscription-link.ts';
import { submitContactMessage } from './submit-contact-message.ts';
import { submitRegistration } from './submit-registration.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

export const applicationsResolvers: Resolvers = {
  Mutation: {
    submitRegistration: (_parent, { input }, ctx) => submitRegistration({ ...ctx, input }),
    submitContactMessage: (_parent, { input }, ctx) => submitContactMessage({ ...ctx, input }),
    subscribeNewsletter: (_parent, { email }, ctx) => subscribeNewsletter({ ...ctx, email }),
    confirmNewsletter: (_parent, { token }, ctx) =>
      followSubscriptionLink({ ...ctx, token, action: 'CONFIRM' }),
    unsubscribeNewsletter: (_parent, { token }, ctx) =>
      followSubscriptionLink({ ...ctx, token, action: 'UNSUBSCRIBE' }),
  },
  Query: {
    // Configuration only; nothing to look up.
    appLinks: (_parent, _args, { config }) => ({
      appStoreUrl: config.appStoreUrl ?? null,
      playStoreUrl: config.playStoreUrl ?? null,
    }),
  },
};
