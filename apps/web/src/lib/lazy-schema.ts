// Form validation with the domain's zod schemas (docs/conventions.md#validation: one set of rules and
// messages for the web and the API), loaded on first use rather than with the screen: zod is ~25 KB gzip and
// a screen's first load must stay within the page-weight budget (docs/architecture.md#quality-bars). Forms
// preload it when the user first types, so it is in place before the first submit.
import type { z } from 'zod';

export type FieldErrors<Fields> = Partial<Record<keyof Fields & string, string>>;

export type Validation<Fields, Output> =
  { success: true; data: Output } | { success: false; errors: FieldErrors<Fields> };

export type LazySchema<Fields, Output> = {
  validate: (values: Fields) => Promise<Validation<Fields, Output>>;
  preload: () => void;
};

/** The first message for each top-level field, in the schema's order (what a form shows). */
export function fieldErrors<Fields>(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Fields>;
}

export function lazySchema<Fields, Output>(
  load: () => Promise<z.ZodType<Output, Fields>>,
): LazySchema<Fields, Output> {
  let loaded: Promise<z.ZodType<Output, Fields>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed download is tried again on the next validation
      throw error;
    });
    return loaded;
  };
  return {
    async validate(values) {
      const result = (await get()).safeParse(values);
      return result.success
        ? { success: true, data: result.data }
        : { success: false, errors: fieldErrors<Fields>(result.error.issues) };
    },
    preload: () => void get().catch(() => undefined),
  };
}
