import {
  DEFAULT_REGION,
  matchesRegion,
  REGION_IDS,
  regionById,
  regionFromParam,
  regionHref,
  REGIONS,
  regionsOf,
  type RegionMatchable,
} from './collections';

const product = (name: string, descriptionText = '', tags: string[] = []): RegionMatchable => ({ name, descriptionText, tags });

describe('regions', () => {
  it('are the four tabs, in order, each with keywords', () => {
    expect(REGIONS.map((region) => region.id)).toEqual(['highlands', 'islands', 'lowlands', 'historic']);
    expect(REGIONS.map((region) => region.id)).toEqual([...REGION_IDS]);
    for (const region of REGIONS) {
      expect(region.keywords.length).toBeGreaterThan(3);
      for (const keyword of region.keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });

  it('are found by id', () => {
    expect(regionById('lowlands').label).toBe('Lowlands');
  });
});

describe('regionFromParam', () => {
  it('opens the named tab', () => {
    expect(regionFromParam('islands')).toBe('islands');
    expect(regionFromParam(' Historic ')).toBe('historic');
  });

  it('falls back to the first tab for a missing, unknown or repeated value', () => {
    expect(DEFAULT_REGION).toBe('highlands');
    expect(regionFromParam(undefined)).toBe('highlands');
    expect(regionFromParam('')).toBe('highlands');
    expect(regionFromParam('atlantis')).toBe('highlands');
    expect(regionFromParam(['lowlands', 'islands'])).toBe('lowlands');
    expect(regionFromParam([])).toBe('highlands');
  });

});

describe('regionHref', () => {
  it('opens a tab on its first page without writing page 1', () => {
    expect(regionHref('islands')).toBe('/collections?region=islands');
    expect(regionHref('historic', 1)).toBe('/collections?region=historic');
  });

  it('is plain /collections for the first tab’s first page', () => {
    expect(regionHref(DEFAULT_REGION)).toBe('/collections');
    expect(regionHref('highlands', 1)).toBe('/collections');
  });

  it('names the region and the page beyond the first, the default region too', () => {
    expect(regionHref('islands', 2)).toBe('/collections?region=islands&page=2');
    expect(regionHref('highlands', 3)).toBe('/collections?region=highlands&page=3');
  });

  it('reads back as the same tab', () => {
    for (const id of REGION_IDS) {
      const region = new URL(regionHref(id, 4), 'http://shop.test').searchParams.get('region') ?? undefined;
      expect(regionFromParam(region)).toBe(id);
    }
  });
});

describe('matchesRegion', () => {
  it('matches a keyword in the name, the description or a tag', () => {
    expect(matchesRegion(product('Glencoe in Winter Framed Print'), 'highlands')).toBe(true);
    expect(matchesRegion(product('Lighthouse Print', 'On the westernmost tip of Skye.'), 'islands')).toBe(true);
    expect(matchesRegion(product('A Print', '', ['castle']), 'historic')).toBe(true);
  });

  it('matches a two-word keyword across a tag’s hyphen and any case', () => {
    expect(matchesRegion(product('Board', '', ['loch-lomond']), 'lowlands')).toBe(true);
    expect(matchesRegion(product('EILEAN DONAN at dusk'), 'historic')).toBe(true);
    expect(matchesRegion(product('A print', '', ['ben-nevis']), 'highlands')).toBe(true);
  });

  it('matches plurals but not longer words that merely start with a keyword', () => {
    expect(matchesRegion(product('Wooded islands'), 'islands')).toBe(true);
    expect(matchesRegion(product('Three castles'), 'historic')).toBe(true);
    expect(matchesRegion(product('Centre stage'), 'highlands')).toBe(false);
    expect(matchesRegion(product('Clannish'), 'historic')).toBe(false);
    expect(matchesRegion(product('Islander jumper'), 'islands')).toBe(false);
  });

  it('ignores accents, so Gaelic spellings match', () => {
    expect(matchesRegion(product('Tràigh on Hàrris'), 'islands')).toBe(true);
  });

  it('does not count the shop’s own name as the Highlands', () => {
    expect(matchesRegion(product('Highland Home Gift Card', 'Spend it anywhere at Highland Home.'), 'highlands')).toBe(false);
    expect(matchesRegion(product('Highland Cow Tote Bag'), 'highlands')).toBe(true);
  });

  it('does not put tweed cloth in the Lowlands, only the River Tweed', () => {
    expect(matchesRegion(product('Heather Tweed Workshop Apron', 'Wool tweed pockets.'), 'lowlands')).toBe(false);
    expect(matchesRegion(product('Salmon Print', 'Evening on the River Tweed.'), 'lowlands')).toBe(true);
  });

  it('matches nothing for text with no keyword', () => {
    for (const id of REGION_IDS) expect(matchesRegion(product('Plain Mug', 'A plain white mug.', ['mug']), id)).toBe(false);
  });
});

describe('regionsOf', () => {
  it('lists every region a product matches, in tab order', () => {
    expect(regionsOf(product('Callanish Standing Stones Canvas', 'On the Isle of Lewis.'))).toEqual(['islands', 'historic']);
    expect(regionsOf(product('Eilean Donan Castle Canvas', 'Across Loch Duich at sunset, on its little island.'))).toEqual(['islands', 'historic']);
    expect(regionsOf(product('Munro Bagger T-Shirt', '', ['munro']))).toEqual(['highlands']);
    expect(regionsOf(product('Loch Lomond Board', 'Glen Falloch above Loch Lomond.', ['tartan']))).toEqual(['highlands', 'lowlands', 'historic']);
  });

  it('is empty for a product no region claims, and agrees with matchesRegion', () => {
    expect(regionsOf(product('Plain Mug', 'A plain white mug.', ['mug']))).toEqual([]);
    expect(regionsOf(product('Highland Home Gift Card', 'Spend it anywhere at Highland Home.'))).toEqual([]);
    const print = product('Neist Point Lighthouse Phone Case', '', ['lighthouse', 'skye']);
    expect(regionsOf(print)).toEqual(REGION_IDS.filter((id) => matchesRegion(print, id)));
  });
});
