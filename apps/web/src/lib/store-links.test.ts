import { describe, expect, it } from 'vitest';
import { storeBadges } from './store-links.ts';

const APPLE = 'https://apps.apple.com/app/id123';
const GOOGLE = 'https://play.google.com/store/apps/details?id=example.food';

describe('storeBadges', () => {
  it('points each badge at the configured link', () => {
    expect(storeBadges({ appStoreUrl: APPLE, playStoreUrl: GOOGLE })).toEqual([
      { store: 'appStore', href: APPLE },
      { store: 'googlePlay', href: GOOGLE },
    ]);
  });

  it.each([
    ['no links', { appStoreUrl: null, playStoreUrl: null }, []],
    ['empty links', { appStoreUrl: '', playStoreUrl: '' }, []],
    ['links not loaded', undefined, []],
    [
      'only Google Play',
      { appStoreUrl: null, playStoreUrl: GOOGLE },
      [{ store: 'googlePlay', href: GOOGLE }],
    ],
  ])('%s → only the badges with a link', (_case, links, badges) => {
    expect(storeBadges(links)).toEqual(badges);
  });
});
