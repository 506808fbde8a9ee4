import { describeRatings, displayedAverage } from './ratings';

describe('displayedAverage', () => {
  it('rounds down to one decimal so it never overstates', () => {
    expect(displayedAverage(4.96)).toBe('4.9');
    expect(displayedAverage(4.25)).toBe('4.2');
    expect(displayedAverage(5)).toBe('5.0');
  });

  it('does not lose a tenth to floating point', () => {
    const average = (4.7 * 3 + 4.7 * 7) / 10;
    expect(displayedAverage(average)).toBe('4.7');
    expect(displayedAverage(0.7 + 0.1 - 0.1)).toBe('0.7');
  });
});

describe('describeRatings', () => {
  it('states the average and the review count', () => {
    expect(describeRatings({ average: 4.73, reviewCount: 1234 })).toBe('Rated 4.7 out of 5 across 1,234 reviews');
  });

  it('uses the singular for one review', () => {
    expect(describeRatings({ average: 5, reviewCount: 1 })).toBe('Rated 5.0 out of 5 across 1 review');
  });
});
