import { isRestaurantFormRule } from '@food/domain';
import type { CombinedError } from 'urql';
import type { SubmitResult } from '../components/restaurant-form.tsx';
import type { ErrorField } from './restaurant-form-values.ts';

/** A refusal of the server as the form shows it: beside its field when it names one, else as a message. */
export function submitResultOf(error: CombinedError): SubmitResult {
  const first = error.graphQLErrors[0];
  const field = first?.extensions?.['field'];
  const rule = first?.extensions?.['rule'];
  if (typeof field === 'string' && isRestaurantFormRule(rule)) {
    return { fieldErrors: { [field as ErrorField]: rule }, message: first?.message };
  }
  return { message: first?.message ?? error.message };
}
