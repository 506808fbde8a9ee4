import { corrections } from './search';

describe('corrections', () => {
  it('leaves a word the catalogue knows alone', () => {
    expect(corrections([{ word: 'tartan', similarity: 1 }, { word: 'tartans', similarity: 0.7 }])).toEqual([]);
  });

  it('keeps the closest fixes and drops distant look-alikes', () => {
    expect(
      corrections([
        { word: 'tartan', similarity: 0.4 },
        { word: 'taken', similarity: 0.3 },
      ]),
    ).toEqual(['tartan']);
  });

  it('keeps several fixes when they are equally good', () => {
    expect(corrections([{ word: 'heather', similarity: 0.5 }, { word: 'feather', similarity: 0.48 }])).toEqual(['heather', 'feather']);
  });

  it('offers nothing when every candidate is weak', () => expect(corrections([{ word: 'taken', similarity: 0.3 }])).toEqual([]));
});
