import { requireViewer, type GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { approveApplication } from './approve-application.ts';
import { getApplication, listApplications, applicationView } from './list-applications.ts';
import type { DecisionDeps } from './onboarding-deps.ts';
import { listActiveZones } from './onboarding.repository.ts';
import { rejectApplication } from './reject-application.ts';
import { setPasswordWithToken } from './set-password-link.ts';

// Thin: who may call these is graphql/permissions.ts (ADMIN and SUPPORT); the decisions need the
// caller only to name them in the application and the audit log.
const decisionDeps = async (ctx: GraphQLContext): Promise<DecisionDeps> => ({
  ...ctx,
  staff: await requireViewer(ctx),
});

export const onboardingResolvers: Resolvers = {
  Query: {
    adminApplications: (_parent, args, ctx) => listApplications({ db: ctx.db, ...args }),
    adminApplication: (_parent, { id }, ctx) => getApplication({ db: ctx.db, id }),
    onboardingZones: (_parent, _args, ctx) => listActiveZones(ctx.db),
  },
  Mutation: {
    approveApplication: async (_parent, { id, zone }, ctx) =>
      applicationView(await approveApplication(await decisionDeps(ctx), { id, zoneId: zone })),
    rejectApplication: async (_parent, { id, reason }, ctx) =>
      applicationView(await rejectApplication(await decisionDeps(ctx), { id, reason })),
    setPasswordWithToken: (_parent, { token, password }, ctx) =>
      setPasswordWithToken({ ...ctx, token, password }),
  },
};
