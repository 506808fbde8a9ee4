import { BOARD_SIZES, SIZE_TABLES } from '@/lib/content/size-guide';
import { boardDimensions, cmToInches, formatInchRange, SHIRT_SIZES, sizeForChest, sizeGuideFigures } from './size-guide';

const [tees] = SIZE_TABLES;

describe('the size guide data', () => {
  it('has the four board sizes, smallest first', () => {
    expect(BOARD_SIZES.map((board) => [board.value, board.widthCm, board.depthCm])).toEqual([
      ['small', 30, 20],
      ['medium', 45, 30],
      ['large', 60, 40],
      ['x-large', 76, 50],
    ]);
  });

  it('measures every shirt size the catalogue sells, XS to XXL and 3XL, in every table', () => {
    expect(SHIRT_SIZES).toEqual(['xs', 's', 'm', 'l', 'xl', '2xl', '3xl']);
    for (const table of SIZE_TABLES) {
      expect(table.rows.map((row) => row.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL (2XL)', '3XL']);
      for (const row of table.rows) {
        expect(Number.isFinite(row.lengthIn)).toBe(true);
        expect(row.chest[0]).toBeLessThan(row.chest[1]);
        expect(row.waist[0]).toBeLessThan(row.waist[1]);
      }
    }
  });

  it('grows every measurement from one size to the next without overlapping', () => {
    for (const table of SIZE_TABLES) {
      table.rows.slice(1).forEach((row, index) => {
        const smaller = table.rows[index]!;
        expect(row.chest[0]).toBeGreaterThan(smaller.chest[1]);
        expect(row.waist[0]).toBeGreaterThan(smaller.waist[1]);
        expect(row.lengthIn).toBeGreaterThan(smaller.lengthIn);
      });
    }
  });
});

describe('cmToInches', () => {
  it('rounds to whole inches, or to one decimal place', () => {
    expect(cmToInches(30)).toBe(12);
    expect(cmToInches(76)).toBe(30);
    expect(cmToInches(30, 1)).toBe(11.8);
    expect(cmToInches(2.54)).toBe(1);
    expect(cmToInches(0)).toBe(0);
  });

  it('refuses what is not a length', () => {
    expect(() => cmToInches(-1)).toThrow(RangeError);
    expect(() => cmToInches(Number.NaN)).toThrow(RangeError);
    expect(() => cmToInches(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('boardDimensions and formatInchRange', () => {
  it('writes a board in centimetres with inches alongside', () => {
    expect(boardDimensions({ widthCm: 30, depthCm: 20 })).toBe('30cm x 20cm (about 12in x 8in)');
    expect(boardDimensions({ widthCm: 45, depthCm: 30 })).toBe('45cm x 30cm (about 18in x 12in)');
  });

  it('writes a range, or one figure when both ends agree', () => {
    expect(formatInchRange([32, 34])).toBe('32-34');
    expect(formatInchRange([30, 30])).toBe('30');
  });
});

describe('sizeForChest', () => {
  it('finds the size whose range holds the chest, ends included', () => {
    expect(sizeForChest(tees!, 32)?.size).toBe('xs');
    expect(sizeForChest(tees!, 34)?.size).toBe('xs');
    expect(sizeForChest(tees!, 35)?.size).toBe('s');
    expect(sizeForChest(tees!, 52)?.size).toBe('3xl');
  });

  it('goes up a size for a chest between two ranges', () => {
    expect(sizeForChest(tees!, 34.5)?.size).toBe('s');
    expect(sizeForChest(tees!, 40.5)?.size).toBe('l');
  });

  it('has no size below the smallest, above the largest, or for nonsense', () => {
    expect(sizeForChest(tees!, 31.9)).toBeNull();
    expect(sizeForChest(tees!, 52.1)).toBeNull();
    expect(sizeForChest(tees!, Number.NaN)).toBeNull();
    expect(sizeForChest({ ...tees!, rows: [] }, 40)).toBeNull();
  });
});

describe('sizeGuideFigures', () => {
  const guide = { shirtTables: SIZE_TABLES, boards: BOARD_SIZES, apron: { lengthCm: 85, widthCm: 70 }, betweenSizesChestIn: 40.5 };

  it('works out the figures the prose names from the tables', () => {
    expect(sizeGuideFigures(guide)).toEqual({
      shirtSizes: 'XS, S, M, L, XL, 2XL, 3XL',
      betweenSizesChestIn: 40.5,
      betweenSizesSize: 'L',
      boardSizes: 'small (30cm x 20cm), medium (45cm x 30cm), large (60cm x 40cm), x-large (76cm x 50cm)',
      apronLengthCm: 85,
      apronWidthCm: 70,
      apronLengthIn: 33,
      apronWidthIn: 28,
    });
  });

  it('has none when the "between sizes" example fits no size', () => {
    expect(sizeGuideFigures({ ...guide, betweenSizesChestIn: 60 })).toBeNull();
  });
});
