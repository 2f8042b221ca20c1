import { describe, expect, it } from 'vitest';
import { logoTarget, showsCartButton } from './top-bar-variant.ts';

// docs/product/screens.md#top-bar-and-footer
describe('showsCartButton (the plain bar)', () => {
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

describe('logoTarget', () => {
  it.each([
    ['/', false, '/'],
    ['/restaurant-list', false, '/'],
    ['/', true, '/restaurant-list'],
    ['/checkout', false, '/restaurant-list'],
    ['/checkout/', false, '/restaurant-list'],
    ['/checkout', true, '/restaurant-list'],
  ] as const)('%s, signed in: %s → %s', (path, isLoggedIn, target) => {
    expect(logoTarget(path, isLoggedIn)).toBe(target);
  });
});
