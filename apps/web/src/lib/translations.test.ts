import { describe, expect, it, vi } from 'vitest';
import { createTextStore, interpolate } from './translations.ts';

describe('text store', () => {
  const store = createTextStore('ar', 'en');
  store.add('en', 'translation', {
    cart: { title: 'Your cart', total: 'Total {{amount}}', only: 'English only' },
    faq: [{ q: 'Why {{name}}?' }],
  });
  store.add('ar', 'translation', { cart: { title: 'سلتك', total: 'المجموع {{amount}}' } });
  store.add('en', 'orders', { empty: 'You have no active orders.' });

  it('looks keys up in the chosen language, then English, then gives the key', () => {
    expect(store.translate('translation', 'cart.title')).toBe('سلتك');
    expect(store.translate('translation', 'cart.only')).toBe('English only');
    expect(store.translate('translation', 'cart.missing')).toBe('cart.missing');
    expect(store.translate('translation', 'cart')).toBe('cart');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(store.translate('translation', 'cart.total', { amount: '$ 5.00' })).toBe('المجموع $ 5.00');
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 0 })).toBe('1 and 0 and {{c}}');
  });

  it('reads another namespace with ns, and objects with returnObjects', () => {
    expect(store.translate('translation', 'empty', { ns: 'orders' })).toBe('You have no active orders.');
    expect(store.translate('translation', 'faq', { returnObjects: true, name: 'us' })).toEqual([
      { q: 'Why us?' },
    ]);
  });

  it('tells subscribers when texts arrive', () => {
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const before = store.version();
    store.add('ar', 'orders', { empty: 'لا توجد طلبات' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.version()).toBe(before + 1);
    expect(store.has('ar', 'orders')).toBe(true);
    stop();
  });
});
