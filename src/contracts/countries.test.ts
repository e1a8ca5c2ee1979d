import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countries, countryLabel, countryOptions, isCountryCode } from './countries';

describe('countries', () => {
  it('labels a code with its English name, and leaves an unknown code as it is', () => {
    expect(countryLabel('ua')).toBe('Ukraine (UA)');
    expect(countryLabel('PL')).toBe('Poland (PL)');
    expect(countryLabel('XX')).toBe('XX');
    expect(countryLabel(null)).toBe('—');
    expect(isCountryCode('de')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });

  it('lists every code once, by English name, and offers each as an option', () => {
    const list = countries();
    expect(list).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(list.map((c) => c.code)).size).toBe(COUNTRY_CODES.length);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(countryOptions()).toContainEqual({ value: 'UA', label: 'Ukraine (UA)' });
    expect(countryOptions().map((o) => o.value)).toEqual(list.map((c) => c.code));
  });
});
