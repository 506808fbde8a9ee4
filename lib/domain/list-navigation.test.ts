import { steppedIndex } from './list-navigation';

describe('steppedIndex', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(steppedIndex('ArrowRight', 0, 3)).toBe(1);
    expect(steppedIndex('ArrowRight', 2, 3)).toBe(0);
    expect(steppedIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(steppedIndex('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps with Home and End', () => {
    expect(steppedIndex('Home', 2, 4)).toBe(0);
    expect(steppedIndex('End', 0, 4)).toBe(3);
  });

  it('leaves other keys, and empty rows, alone', () => {
    expect(steppedIndex('Enter', 1, 3)).toBeNull();
    expect(steppedIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
