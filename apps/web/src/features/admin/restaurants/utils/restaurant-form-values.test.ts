import { describe, expect, it } from 'vitest';
import { emptyValues, formErrors, toInput, withName } from './restaurant-form-values.ts';

const filled = {
  ...withName(emptyValues('Europe/Berlin'), 'Café Roma', false),
  address: 'Main street 1',
  latitude: 52.5,
  longitude: 13.4,
  cuisines: ' Pizza, , Pasta ',
  commissionRate: '',
  minimumOrder: '7,50',
};

describe('restaurant form values', () => {
  it('derives the slug from the name until it is edited by hand', () => {
    expect(filled.slug).toBe('cafe-roma');
    expect(withName(filled, 'Other', true).slug).toBe('cafe-roma');
  });

  it('turns typed text into the API input: cuisines split, decimal comma, empty commission is null', () => {
    expect(toInput(filled)).toMatchObject({
      cuisines: ['Pizza', 'Pasta'],
      minimumOrder: 7.5,
      commissionRate: null,
      zone: null,
    });
    expect(formErrors(filled)).toEqual({});
  });

  it('reports the fields the domain refuses: no pin, empty and out-of-range numbers', () => {
    const errors = formErrors({ ...filled, latitude: null, tax: '120', deliveryTime: '' });
    expect(errors).toEqual({
      latitude: 'locationInvalid',
      tax: 'taxInvalid',
      deliveryTime: 'deliveryTimeInvalid',
    });
  });
});
