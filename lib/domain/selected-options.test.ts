import { parseSelectedVariations } from './selected-options';

describe('parseSelectedVariations', () => {
  it('reads attribute name to chosen value', () => {
    expect(parseSelectedVariations('{"Size":"m","Colour":"Natural"}')).toEqual({ Size: 'm', Colour: 'Natural' });
  });

  it('keeps numeric choices as text', () => {
    expect(parseSelectedVariations('{"Size":10}')).toEqual({ Size: '10' });
  });

  it('drops blank names, blank values and values that are not choices', () => {
    expect(parseSelectedVariations('{"Size":"  ","":"m","Colour":{"x":1},"Fit":null,"Gift":true,"Kept":"yes"}')).toEqual({ Kept: 'yes' });
    expect(parseSelectedVariations('{" Size ":" m "}')).toEqual({ Size: 'm' });
  });

  it('treats anything that is not a JSON object as no options', () => {
    for (const text of ['not json', '["m"]', 'null', '"Size"', '42', '{', '', null, undefined]) {
      expect(parseSelectedVariations(text)).toEqual({});
    }
  });
});
