import { findMatchingVariation, optionsFromRecord, variationKey } from './variations';

const variations = [
  { id: 1, attributes: [{ name: 'Size', option: 's' }, { name: 'Colour', option: 'Heather' }] },
  { id: 2, attributes: [{ name: 'Size', option: 'm' }, { name: 'Colour', option: 'Heather' }] },
  { id: 3, attributes: [{ name: 'Size', option: 'm' }, { name: 'Colour', option: 'Navy' }] },
];

describe('findMatchingVariation', () => {
  it('matches when every attribute equals the chosen value, ignoring case', () => {
    expect(findMatchingVariation(variations, { size: 'M', colour: 'navy' })?.id).toBe(3);
  });

  it('finds nothing until every attribute is chosen', () => {
    expect(findMatchingVariation(variations, { Size: 'm' })).toBeUndefined();
  });

  it('finds nothing for an option no variation has', () => {
    expect(findMatchingVariation(variations, { Size: 'xl', Colour: 'Navy' })).toBeUndefined();
  });

  it('never matches a variation with no attributes', () => {
    expect(findMatchingVariation([{ attributes: [] }], {})).toBeUndefined();
  });
});

describe('variationKey', () => {
  it('is the same whatever the order or case of the options', () => {
    const a = variationKey(optionsFromRecord({ Size: 'M', Colour: 'Navy' }));
    const b = variationKey([{ name: 'colour', option: 'navy ' }, { name: 'size', option: 'm' }]);
    expect(a).toBe(b);
    expect(a).toBe('colour=navy&size=m');
  });
});
