import { describe, expect, it } from 'vitest';
import type { Solution } from '../../../../solver/src/index';
import { createSolutionCache, solutionCacheKey } from './solution-cache';

const answer = (finalAnswer: string, error?: Solution['error']) => ({ finalAnswer, ...(error ? { error } : {}) }) as unknown as Solution;

describe('solution cache', () => {
  it('keys on the normalised input, the locale and the subject hint', () => {
    expect(solutionCacheKey('  x^2   =\t16 ', 'en', undefined)).toBe(solutionCacheKey('x^2 = 16', 'en', undefined));
    expect(solutionCacheKey('x^2 = 16', 'en', undefined)).not.toBe(solutionCacheKey('x^2 = 16', 'fr', undefined));
    expect(solutionCacheKey('x^2 = 16', 'en', 'mathematics')).not.toBe(solutionCacheKey('x^2 = 16', 'en', undefined));
    expect(solutionCacheKey('X^2 = 16', 'en', undefined)).not.toBe(solutionCacheKey('x^2 = 16', 'en', undefined));
  });

  it('answers a second identical problem from the cache, and concurrent misses with one solve', async () => {
    const cache = createSolutionCache();
    let solves = 0;
    const solve = async () => {
      solves += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer('x = 4');
    };
    const [a, b] = await Promise.all([cache.get('x^2 = 16', 'en', undefined, solve), cache.get('x^2  = 16', 'en', undefined, solve)]);
    expect(solves).toBe(1);
    expect([a.cached, b.cached]).toEqual([false, true]);
    const c = await cache.get('x^2 = 16', 'en', undefined, solve);
    expect(c).toEqual({ solution: a.solution, cached: true });
    expect(solves).toBe(1);
  });

  it('keeps no error answers and no failures: the next request solves again', async () => {
    const cache = createSolutionCache();
    let solves = 0;
    await cache.get('hard', 'en', undefined, async () => (solves++, answer('', { code: 'timeout', message: 'too long' } as Solution['error'])));
    await expect(cache.get('hard', 'en', undefined, async () => (solves++, Promise.reject(new Error('busy'))))).rejects.toThrow('busy');
    await cache.get('hard', 'en', undefined, async () => (solves++, answer('ok')));
    expect(solves).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('forgets the least recently used answer past its size', async () => {
    const cache = createSolutionCache(2);
    const solve = (text: string) => async () => answer(text);
    await cache.get('a', 'en', undefined, solve('a'));
    await cache.get('b', 'en', undefined, solve('b'));
    await cache.get('a', 'en', undefined, solve('a'));
    await cache.get('c', 'en', undefined, solve('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', 'en', undefined, solve('a'))).cached).toBe(true);
    expect((await cache.get('b', 'en', undefined, solve('b'))).cached).toBe(false);
  });
});
