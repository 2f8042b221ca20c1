import { describe, expect, it } from 'vitest';
import { guestRedirectTarget, isSafeRedirect, loginRedirectFor } from './redirects.ts';

describe('guard redirects', () => {
  it('sends guests to /login/?redirect={path}', () => {
    expect(loginRedirectFor('/orders')).toBe('/login/?redirect=%2Forders');
    expect(loginRedirectFor('/order-detail/42?clearCart=true')).toBe(
      '/login/?redirect=%2Forder-detail%2F42%3FclearCart%3Dtrue',
    );
  });

  it('returns signed-in users to ?redirect=, then the remembered origin, then /', () => {
    expect(guestRedirectTarget('?redirect=%2Forders', '/profile')).toBe('/orders');
    expect(guestRedirectTarget('', '/profile')).toBe('/profile');
    expect(guestRedirectTarget('', null)).toBe('/');
  });

  it('never follows a redirect to another origin', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(isSafeRedirect(target)).toBe(false);
      expect(guestRedirectTarget(`?redirect=${encodeURIComponent(target)}`, null)).toBe('/');
    }
  });
});
