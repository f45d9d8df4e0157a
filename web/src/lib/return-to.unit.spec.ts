import { describe, expect, it } from 'vitest';
import { returnAddress } from './return-to';

describe('the address to return to after signing in', () => {
  it('is a path of the portal, with its query and fragment', () => {
    expect(returnAddress('/cities/42?edit=1')).toBe('/cities/42?edit=1');
    expect(returnAddress('/qabails?q=awan#top')).toBe('/qabails?q=awan#top');
  });

  it('is nothing for the dashboard, the sign-in page, another origin or no address at all', () => {
    for (const redirect of [
      undefined,
      '',
      '/',
      '/auth',
      '/auth?redirect=/x',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(returnAddress(redirect)).toBeUndefined();
    }
  });
});
