import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../src/dice/StreamKey.ts';

describe('deriveStreamKey', () => {
  it('is a pure function of (seed, cell key)', () => {
    expect(deriveStreamKey(42, 'duel/range=6')).toEqual(deriveStreamKey(42, 'duel/range=6'));
  });

  it('separates seeds and cells', () => {
    const base = deriveStreamKey(42, 'duel/range=6').words.join();
    expect(deriveStreamKey(43, 'duel/range=6').words.join()).not.toBe(base);
    expect(deriveStreamKey(42, 'duel/range=9').words.join()).not.toBe(base);
  });

  it('treats the integer seed 1 and the text seed "1" alike, as the command line prints them alike', () => {
    expect(deriveStreamKey(1, 'x')).toEqual(deriveStreamKey('1', 'x'));
  });

  it('gives four unsigned 32-bit words', () => {
    for (const w of deriveStreamKey('nightly', 'cell').words) {
      expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    }
  });
});
