import { describe, expect, it } from 'vitest';
import { showsCartButton } from './top-bar-variant.ts';

describe('showsCartButton (ordering-core §2 simple bar)', () => {
  it.each([
    '/new-login',
    '/registration',
    '/login-email',
    '/forgot-password',
    '/email-sent',
    '/verify-email',
  ])('hides the cart on %s', (path) => {
    expect(showsCartButton(path)).toBe(false);
    expect(showsCartButton(`${path}/`)).toBe(false);
  });

  it.each(['/', '/login', '/restaurant-list', '/profile', '/verify-phone', '/new-login-help'])(
    'shows the cart on %s',
    (path) => {
      expect(showsCartButton(path)).toBe(true);
    },
  );
});
