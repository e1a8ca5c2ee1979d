// The list's URL search params: the spec's defaults, bad values falling back, ids as the router reads them.
import { describe, expect, it } from 'vitest';
import {
  invalidTemplateIds,
  parseTemplateIds,
  templateListParams,
  templateListSearchSchema,
} from './search';

describe('templateListSearchSchema', () => {
  it('opens newest change first for an empty URL', () => {
    expect(templateListSearchSchema.parse({})).toEqual({
      ids: undefined,
      status: undefined,
      sort: 'updated_at',
      way: 'desc',
      offset: 0,
      limit: 10,
    });
  });

  it('keeps valid values and replaces invalid ones by defaults instead of failing', () => {
    expect(
      templateListSearchSchema.parse({
        status: 'approved',
        sort: 'name',
        way: 'desc',
        offset: 20,
        limit: 25,
      }),
    ).toMatchObject({ status: 'approved', sort: 'name', way: 'desc', offset: 20, limit: 25 });
    expect(
      templateListSearchSchema.parse({
        status: 'pending',
        sort: 'created_at',
        way: 'up',
        offset: -5,
        limit: 7,
      }),
    ).toMatchObject({ status: undefined, sort: 'updated_at', way: 'desc', offset: 0, limit: 10 });
  });

  it('reads ids as the router parses them (a number alone, a string for several) and drops non-ids', () => {
    expect(templateListSearchSchema.parse({ ids: 101 }).ids).toBe('101');
    expect(templateListSearchSchema.parse({ ids: '101,abc,102,101' }).ids).toBe('101,102');
    expect(templateListSearchSchema.parse({ ids: 'abc' }).ids).toBeUndefined();
    expect(templateListParams(templateListSearchSchema.parse({ ids: '101,102' })).ids).toEqual([
      '101',
      '102',
    ]);
  });
});

describe('template ids typed by a person', () => {
  it('splits on commas, spaces and semicolons, and tells which parts are not ids', () => {
    expect(parseTemplateIds(' 101, 102;103  104 ')).toEqual(['101', '102', '103', '104']);
    expect(invalidTemplateIds('101, x7, 1234567890')).toEqual(['x7', '1234567890']);
    expect(invalidTemplateIds('123456789')).toEqual([]);
  });
});
