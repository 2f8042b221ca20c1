import type { AdminVoucherFieldsFragment, VoucherFunder, VoucherInput, VoucherKind } from '@/gql/graphql.ts';

// The voucher form's values as typed (strings), and the input the API takes. Pure, so unit-testable.

export type VoucherDraft = {
  code: string;
  kind: VoucherKind;
  percent: string;
  amount: string;
  fundedBy: VoucherFunder;
  /** datetime-local text in the browser's time zone, or ''. */
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  minimumOrder: string;
  restaurantIds: string[];
  enabled: boolean;
};

export const EMPTY_DRAFT: VoucherDraft = {
  code: '',
  kind: 'PERCENT',
  percent: '10',
  amount: '',
  fundedBy: 'PLATFORM',
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perCustomerLimit: '',
  minimumOrder: '0',
  restaurantIds: [],
  enabled: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as datetime-local text in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local text (local time) as an ISO instant, or null when empty or unreadable. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function draftOf(v: AdminVoucherFieldsFragment): VoucherDraft {
  return {
    code: v.code,
    kind: v.kind,
    percent: v.kind === 'PERCENT' ? String(v.percent) : '',
    amount: v.kind === 'FIXED' ? String(v.amount) : '',
    fundedBy: v.fundedBy,
    startsAt: toLocalInput(v.startsAt),
    endsAt: toLocalInput(v.endsAt),
    totalLimit: v.totalLimit === null ? '' : String(v.totalLimit),
    perCustomerLimit: v.perCustomerLimit === null ? '' : String(v.perCustomerLimit),
    minimumOrder: String(v.minimumOrder),
    restaurantIds: v.restaurants.map((r) => r._id),
    enabled: v.enabled,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The API input; the server validates every rule and answers with a message naming the field. */
export function inputOf(draft: VoucherDraft): VoucherInput {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    percent: draft.kind === 'PERCENT' ? numberOrNull(draft.percent) : null,
    amount: draft.kind === 'FIXED' ? numberOrNull(draft.amount) : null,
    fundedBy: draft.fundedBy,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    totalLimit: numberOrNull(draft.totalLimit),
    perCustomerLimit: numberOrNull(draft.perCustomerLimit),
    minimumOrder: numberOrNull(draft.minimumOrder) ?? 0,
    restaurantIds: draft.restaurantIds,
    enabled: draft.enabled,
  };
}
