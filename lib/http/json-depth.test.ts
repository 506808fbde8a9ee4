import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, up to and past the limit', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(3)}1${'}'.repeat(3)}`, 2)).toBe(true);
    expect(nestsDeeperThan('{"a":[1,{"b":2}],"c":{"d":[]}}', 3)).toBe(false);
  });

  it('counts depth, not how many arrays a body holds side by side', () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 1000 }, () => '[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{', quoted: 'a \\" [[[[ "' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['"[[', ['\\']]), 2)).toBe(false);
  });

  it('reads a hundred thousand levels without recursing', () => {
    expect(nestsDeeperThan(arrays(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
