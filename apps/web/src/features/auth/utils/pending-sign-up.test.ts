import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignUp, heldSignUp, holdSignUp } from './pending-sign-up.ts';

describe('pending sign-up', () => {
  afterEach(forgetSignUp);
  const signUp = { email: 'a@b.co', password: 'Secret123', name: 'A', phone: '+923001234567' };

  it('gives the answers back only for the same e-mail', () => {
    holdSignUp(signUp);
    expect(heldSignUp('a@b.co')).toEqual(signUp);
    expect(heldSignUp('other@b.co')).toBeNull();
    expect(heldSignUp(null)).toBeNull();
  });

  it('forgets them once the account exists', () => {
    holdSignUp(signUp);
    forgetSignUp();
    expect(heldSignUp('a@b.co')).toBeNull();
  });
});
