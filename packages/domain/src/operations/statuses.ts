// States of what the operator runs (docs/admin.md). Each is a GraphQL enum, a CHECK constraint on its
// column and this list (test/domain-enums.test.ts keeps the three equal).

/** A restaurant customers can see and order from only while PUBLISHED; a new one starts as a DRAFT. */
export const RESTAURANT_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

/** A vendor's or rider's application, decided once by operator staff. */
export const APPLICATION_STATUSES = ['NEW', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
