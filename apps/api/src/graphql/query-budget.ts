import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { userError } from '../errors.ts';

// A time budget per operation (docs/security.md "Time budget"). The embedded database has a single
// connection: the root fields of one document used to start all at once, so a document of many root
// fields queued all their queries ahead of every other client. Here a document runs at most
// `parallel` root fields at a time (other clients' queries interleave), and once its budget is spent
// the root fields still waiting fail with TIMEOUT instead of starting.

export type QueryBudgetOptions = {
  /** Milliseconds after which no further root field starts. */
  ms: number;
  /** Root fields of one operation running at the same time. */
  parallel: number;
  /** Monotonic milliseconds (tests inject their own). */
  clock: () => number;
};

export const DEFAULT_QUERY_BUDGET: QueryBudgetOptions = {
  ms: 5_000,
  parallel: 2,
  clock: () => performance.now(),
};

export type QueryBudget = {
  /** Runs one root field's resolver when a slot is free and time is left; else TIMEOUT. */
  run(work: () => unknown): unknown;
};

export const timeBudgetExceeded = () =>
  userError('TIMEOUT', 'This request ran out of time. Ask for fewer fields at once and try again.');

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

export function createQueryBudget({ ms, parallel, clock }: QueryBudgetOptions): QueryBudget {
  const deadline = clock() + ms;
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished root field hands its slot straight to the next waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /** Runs `work` in a slot already held. */
  function start(work: () => unknown): unknown {
    let result: unknown;
    try {
      if (clock() > deadline) throw timeBudgetExceeded();
      result = work();
    } catch (error) {
      release();
      throw error;
    }
    // Synchronous answers (cached configuration, …) stay synchronous: no tick is added.
    if (!isPromiseLike(result)) {
      release();
      return result;
    }
    return Promise.resolve(result).finally(release);
  }

  return {
    run(work) {
      if (running < parallel) {
        running += 1;
        return start(work);
      }
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => start(work));
    },
  };
}

/** Routes every Query root field through the operation's budget (ctx.budget). Mutates `schema`. */
export function applyQueryBudget(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getQueryType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, ctx: { budget: QueryBudget }, info) =>
      ctx.budget.run(() => resolve(source, args, ctx, info));
  }
  return schema;
}
