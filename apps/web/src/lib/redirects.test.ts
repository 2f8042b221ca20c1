import { describe, expect, it } from 'vitest';
import { afterSignInTarget, fromState, signInOrigin } from './redirects.ts';

describe('sign-in origin', () => {
  it('prefers the landing ?redirect= over the from state', () => {
    expect(signInOrigin('?redirect=%2Fprofile', { from: '/settings' })).toBe('/profile');
    expect(signInOrigin('', { from: '/settings' })).toBe('/settings');
    expect(signInOrigin('', null)).toBeNull();
  });

  it('ignores unsafe or malformed origins', () => {
    expect(signInOrigin('?redirect=https%3A%2F%2Fevil.example', { from: '//evil.example' })).toBeNull();
    expect(fromState({ from: 42 })).toBeNull();
    expect(fromState('from')).toBeNull();
    expect(fromState({ from: '/restaurant/x?y=1' })).toBe('/restaurant/x?y=1');
  });

  it('returns to the carried origin, else the remembered one, else home', () => {
    expect(afterSignInTarget('/profile', '/orders')).toBe('/profile');
    expect(afterSignInTarget(null, '/orders')).toBe('/orders');
    expect(afterSignInTarget(null, 'https://evil.example')).toBe('/');
    expect(afterSignInTarget(null, null)).toBe('/');
  });
});
