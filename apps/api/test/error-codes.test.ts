import { ERROR_CODES, VALIDATION_MESSAGES } from '@food/domain';
import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.ts';

// The schema publishes the error codes (enum ErrorCode, base/schema.graphql) so clients get a type for
// them; the list itself is ERROR_CODES in packages/domain (docs/architecture.md "Errors"). A code added
// to one and not the other fails here.
describe('enum ErrorCode', () => {
  it('lists exactly the codes of packages/domain, in the same order', () => {
    const type = buildSchema().getType('ErrorCode');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values).toEqual([...ERROR_CODES]);
  });
});

describe('enum ValidationReason', () => {
  it('lists exactly the keys of VALIDATION_MESSAGES, in the same order', () => {
    const type = buildSchema().getType('ValidationReason');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values).toEqual(Object.keys(VALIDATION_MESSAGES));
  });
});
