import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { JSON_MAX_DEPTH, jsonNestsDeeperThan } from '@/lib/api/json-depth';

/** The nesting depth of a parsed JSON value, by recursion (fine for the small values tested). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value && typeof value === 'object')
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(jsonNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1]}}', 2)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":"[[[[\\"{{{{"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
  });

  it('reads 20,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan('['.repeat(20_000) + ']'.repeat(20_000))).toBe(true);
    expect(JSON_MAX_DEPTH).toBe(32);
  });

  it('agrees with the depth of any parsed value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(jsonNestsDeeperThan(text, max)).toBe(depthOf(value) > max);
      }),
    );
  });
});
