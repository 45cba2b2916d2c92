import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './sign-in-state';

describe('safeReturnTo', () => {
  it.each(['/assigned', '/jobs/CPT10002812?tab=notes', '/candidates#top'])('keeps the portal page %s', (page) => {
    expect(safeReturnTo(page)).toBe(page);
  });

  it.each([
    ['an outside address', 'https://evil.test/assigned'],
    ['a protocol-relative address', '//evil.test/assigned'],
    ['a relative path', 'assigned'],
    ['no string', 42],
    ['nothing', undefined],
    ['the sign-in page', '/login?next=/x'],
    ['the callback', '/implicit/callback'],
    ['an access page', '/403'],
  ])('sends %s home', (_, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
