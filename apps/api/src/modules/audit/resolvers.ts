import type { Resolvers } from '../../generated/graphql.ts';
import { listAuditEntries } from './list-audit-entries.ts';

export const auditResolvers: Resolvers = {
  Query: {
    auditEntries: (_parent, args, ctx) => listAuditEntries({ db: ctx.db, args }),
  },
};
