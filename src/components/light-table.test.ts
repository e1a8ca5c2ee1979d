import { describe, expect, it } from 'vitest';
import { rowHref } from './light-table';

describe('rowHref', () => {
  it("puts each row's id into the path, encoded, and keeps the shared search params", () => {
    const href = rowHref('/messages/0000000000?from=2026-11-01&to=2026-11-21', '0000000000');
    expect(href(4200001)).toBe('/messages/4200001?from=2026-11-01&to=2026-11-21');
    const session = rowHref('/otp/sessions/__session__', '__session__');
    expect(session('a/b c')).toBe('/otp/sessions/a%2Fb%20c');
    expect(session('5c1d9a0e')).toBe('/otp/sessions/5c1d9a0e');
  });
});
