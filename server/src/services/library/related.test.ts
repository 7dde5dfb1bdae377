import { describe, expect, it } from 'vitest';
import { CATEGORY_TOPICS, METHOD_TOPICS, relatedSlug } from './related';
import { readSeedFiles } from './seed-files';

const slugs = new Set(readSeedFiles().flatMap((f) => f.topics.map((t) => t.slug)));

describe('related theory mapping', () => {
  it('maps only to topics that exist in the seed', () => {
    const missing = [...Object.values(METHOD_TOPICS), ...Object.values(CATEGORY_TOPICS)].filter((s) => !slugs.has(s));
    expect(missing).toEqual([]);
  });

  it('covers every solver category', () => {
    const categories = ['arithmetic', 'simplify', 'linear_eq', 'poly_eq', 'nonlinear_eq', 'inequality', 'linear_system', 'matrix', 'complex', 'derivative', 'indefinite_integral', 'definite_integral', 'limit', 'series', 'ode', 'trig'];
    expect(categories.filter((c) => relatedSlug(null, c) === null)).toEqual([]);
  });

  it('prefers the longest known method prefix, then the category', () => {
    expect(relatedSlug('integral.parts', 'indefinite_integral')).toBe('integration-by-parts');
    expect(relatedSlug('integral.parts.repeated', null)).toBe('integration-by-parts');
    expect(relatedSlug('integral.unknown_rule', null)).toBe('antiderivatives');
    expect(relatedSlug('mystery', 'ode')).toBe('ode-classification-and-ivp');
    expect(relatedSlug('mystery', 'unknown')).toBeNull();
  });
});
