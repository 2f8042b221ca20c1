import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './web-push.ts';

describe('base64UrlToBytes', () => {
  it('decodes base64url with or without padding', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});
