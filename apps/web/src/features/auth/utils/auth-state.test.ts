import { describe, expect, it } from 'vitest';
import { readAuthState } from './auth-state.ts';

describe('readAuthState', () => {
  it('reads the strings the sign-in screens pass on', () => {
    expect(
      readAuthState({
        email: 'a@b.co',
        from: '/profile',
        name: 'Ayesha',
        phone: '+923001234567',
        resetToken: 'tok',
        codeSent: true,
      }),
    ).toEqual({
      email: 'a@b.co',
      from: '/profile',
      name: 'Ayesha',
      phone: '+923001234567',
      resetToken: 'tok',
      codeSent: true,
    });
  });

  it.each([null, undefined, 'state', 42, []])('treats %j as empty', (state) => {
    expect(readAuthState(state)).toEqual({
      email: null,
      from: null,
      name: null,
      phone: null,
      resetToken: null,
      codeSent: false,
    });
  });

  it('drops blank, non-text and unsafe values', () => {
    const state = readAuthState({ email: '  ', from: 'https://evil.example', phone: 923, codeSent: 'yes' });
    expect(state).toMatchObject({ email: null, from: null, phone: null, codeSent: false });
  });
});
