import {
  ADVENTURE_ACTIVITIES,
  ADVENTURE_REGIONS,
  adventureFiltersFromParams,
  adventuresHref,
  cardActivities,
  coordinatesOf,
  facetCounts,
  filterAdventures,
  formatCoordinates,
  hasAdventureFilters,
  mapsUrl,
  matchesSearch,
  NO_ADVENTURE_FILTERS,
  showingSummary,
  tabFromParam,
  exactTab,
  tabHref,
  type AdventureFilters,
} from './adventures';

interface Walk {
  title: string;
  description: string;
  location: string;
  region: string;
  activityTypes: string[];
  difficulty: 'easy' | 'moderate' | 'challenging';
}

const walk = (title: string, region: string, activityTypes: string[], difficulty: Walk['difficulty'], location = 'Somewhere', description = 'A walk.'): Walk => ({
  title,
  description,
  location,
  region,
  activityTypes,
  difficulty,
});

const WALKS: Walk[] = [
  walk('The Lost Valley', 'Highlands', ['Hiking', 'Historical', 'Photography'], 'moderate', 'Glencoe, Lochaber', 'Cattle were hidden here.'),
  walk('Ben Nevis', 'Highlands', ['Hiking', 'Adventure'], 'challenging', 'Glen Nevis, Fort William'),
  walk('Old Man of Storr', 'Islands', ['Photography', 'Hiking', 'Nature'], 'moderate', 'Trotternish, Isle of Skye'),
  walk('Callanish Stones', 'Islands', ['Historical', 'Cultural'], 'easy', 'Callanish, Isle of Lewis', 'Standing stones older than Stonehenge.'),
  walk('Stirling Castle', 'Central Scotland', ['Historical', 'Family-Friendly'], 'easy', 'Stirling'),
];

const filters = (change: Partial<AdventureFilters>): AdventureFilters => ({ ...NO_ADVENTURE_FILTERS, ...change });

describe('adventureFiltersFromParams', () => {
  it('reads every filter from the URL, in its canonical spelling', () => {
    expect(adventureFiltersFromParams({ search: '  skye ', region: 'islands', activity: 'family-friendly', difficulty: 'EASY' })).toEqual({
      search: 'skye',
      region: 'Islands',
      activity: 'Family-Friendly',
      difficulty: 'easy',
    });
  });

  it('drops what it does not know instead of failing', () => {
    expect(adventureFiltersFromParams({ region: 'Narnia', activity: 'Skiing', difficulty: 'extreme' })).toEqual(NO_ADVENTURE_FILTERS);
    expect(adventureFiltersFromParams({})).toEqual(NO_ADVENTURE_FILTERS);
    // A plain GET form sends empty fields for the choices left at "All".
    expect(adventureFiltersFromParams({ search: '', region: '', activity: '' })).toEqual(NO_ADVENTURE_FILTERS);
  });

  it('takes the first of repeated parameters, collapses spaces and caps the search length', () => {
    expect(adventureFiltersFromParams({ region: ['Lowlands', 'Islands'] }).region).toBe('Lowlands');
    expect(adventureFiltersFromParams({ search: '  isle   of \t skye ' }).search).toBe('isle of skye');
    expect(adventureFiltersFromParams({ search: 'x'.repeat(300) }).search).toHaveLength(100);
  });

  it('knows all seven regions and seven activities', () => {
    expect(ADVENTURE_REGIONS).toHaveLength(7);
    expect(ADVENTURE_ACTIVITIES).toHaveLength(7);
    for (const region of ADVENTURE_REGIONS) expect(adventureFiltersFromParams({ region }).region).toBe(region);
    for (const activity of ADVENTURE_ACTIVITIES) expect(adventureFiltersFromParams({ activity }).activity).toBe(activity);
  });
});

describe('adventuresHref', () => {
  it('is the bare path with no filters', () => {
    expect(adventuresHref(NO_ADVENTURE_FILTERS)).toBe('/adventures');
    expect(adventuresHref(filters({ search: '   ' }))).toBe('/adventures');
  });

  it('writes filters in a fixed order and encodes them', () => {
    expect(adventuresHref(filters({ difficulty: 'easy', activity: 'Family-Friendly', region: 'Scottish Borders', search: ' abbey ' }))).toBe(
      '/adventures?search=abbey&region=Scottish+Borders&activity=Family-Friendly&difficulty=easy',
    );
  });

  it('round-trips through the parser', () => {
    const view = filters({ search: 'loch & glen', region: 'Highlands', activity: 'Nature' });
    const query = Object.fromEntries(new URLSearchParams(adventuresHref(view).split('?')[1]));
    expect(adventureFiltersFromParams(query)).toEqual(view);
  });
});

describe('hasAdventureFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasAdventureFilters(NO_ADVENTURE_FILTERS)).toBe(false);
    expect(hasAdventureFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasAdventureFilters(filters({ region: 'Islands' }))).toBe(true);
    expect(hasAdventureFilters(filters({ activity: 'Nature' }))).toBe(true);
    expect(hasAdventureFilters(filters({ difficulty: 'easy' }))).toBe(true);
  });
});

describe('matchesSearch', () => {
  const lostValley = WALKS[0]!;

  it('matches the title, the description and the location, ignoring case', () => {
    expect(matchesSearch(lostValley, 'LOST')).toBe(true);
    expect(matchesSearch(lostValley, 'cattle')).toBe(true);
    expect(matchesSearch(lostValley, 'lochaber')).toBe(true);
  });

  it('ignores outer spaces and treats runs of spaces as one', () => {
    expect(matchesSearch(lostValley, '  glencoe  ')).toBe(true);
    expect(matchesSearch(lostValley, 'lost    valley')).toBe(true);
  });

  it('matches everything when blank and nothing when absent from all three fields', () => {
    expect(matchesSearch(lostValley, '   ')).toBe(true);
    expect(matchesSearch(lostValley, 'Hiking')).toBe(false);
    expect(matchesSearch(lostValley, 'Highlands')).toBe(false);
  });
});

describe('filterAdventures', () => {
  const titles = (change: Partial<AdventureFilters>) => filterAdventures(WALKS, filters(change)).map((item) => item.title);

  it('keeps everything, in order, with no filters', () => {
    expect(titles({})).toEqual(WALKS.map((item) => item.title));
  });

  it('filters by region, by any of the activities, and by difficulty', () => {
    expect(titles({ region: 'Islands' })).toEqual(['Old Man of Storr', 'Callanish Stones']);
    expect(titles({ activity: 'Historical' })).toEqual(['The Lost Valley', 'Callanish Stones', 'Stirling Castle']);
    expect(titles({ difficulty: 'easy' })).toEqual(['Callanish Stones', 'Stirling Castle']);
  });

  it('combines every filter', () => {
    expect(titles({ region: 'Islands', activity: 'Historical' })).toEqual(['Callanish Stones']);
    expect(titles({ region: 'Islands', search: 'skye' })).toEqual(['Old Man of Storr']);
    expect(titles({ region: 'Islands', activity: 'Family-Friendly' })).toEqual([]);
    expect(titles({ region: 'Lowlands' })).toEqual([]);
  });
});

describe('facetCounts', () => {
  it('counts each region under the other filters, including the empty ones', () => {
    expect(facetCounts(WALKS, NO_ADVENTURE_FILTERS, 'region')).toEqual({
      Highlands: 2,
      Lowlands: 0,
      'Scottish Borders': 0,
      'Central Scotland': 1,
      'Northeast Scotland': 0,
      'Southwest Scotland': 0,
      Islands: 2,
    });
    // The region already chosen does not narrow its own counts; the activity does.
    expect(facetCounts(WALKS, filters({ region: 'Islands', activity: 'Historical' }), 'region')).toMatchObject({ Highlands: 1, Islands: 1, 'Central Scotland': 1 });
  });

  it('counts an adventure under each of its activities', () => {
    const counts = facetCounts(WALKS, filters({ region: 'Highlands' }), 'activity');
    expect(counts).toEqual({ Historical: 1, Nature: 0, Hiking: 2, Cultural: 0, Adventure: 1, Photography: 1, 'Family-Friendly': 0 });
  });

  it('counts difficulties and honours the search', () => {
    expect(facetCounts(WALKS, filters({ search: 'isle' }), 'difficulty')).toEqual({ easy: 1, moderate: 1, challenging: 0 });
  });
});

describe('showingSummary', () => {
  it("reads 'Showing X of Y adventures'", () => {
    expect(showingSummary(3, 25)).toBe('Showing 3 of 25 adventures');
    expect(showingSummary(0, 25)).toBe('Showing 0 of 25 adventures');
    expect(showingSummary(0, 0)).toBe('Showing 0 of 0 adventures');
    expect(showingSummary(1, 1)).toBe('Showing 1 of 1 adventure');
  });
});

describe('cardActivities', () => {
  it('keeps the first two activity types', () => {
    expect(cardActivities(WALKS[0]!)).toEqual(['Hiking', 'Historical']);
    expect(cardActivities({ activityTypes: ['Nature'] })).toEqual(['Nature']);
    expect(cardActivities({ activityTypes: [] })).toEqual([]);
  });
});

describe('coordinates', () => {
  it('needs both halves of a real pair', () => {
    expect(coordinatesOf({ latitude: 56.66835, longitude: -4.99045 })).toEqual({ latitude: 56.66835, longitude: -4.99045 });
    expect(coordinatesOf({ latitude: 0, longitude: 0 })).toEqual({ latitude: 0, longitude: 0 });
    expect(coordinatesOf({ latitude: null, longitude: -4.99 })).toBeNull();
    expect(coordinatesOf({ latitude: 56.6, longitude: null })).toBeNull();
    expect(coordinatesOf({ latitude: Number.NaN, longitude: 1 })).toBeNull();
    expect(coordinatesOf({ latitude: 91, longitude: 1 })).toBeNull();
    expect(coordinatesOf({ latitude: 1, longitude: -181 })).toBeNull();
  });

  it('shows four decimals with the hemisphere', () => {
    expect(formatCoordinates({ latitude: 56.66123, longitude: -5.01537 })).toBe('56.6612° N, 5.0154° W');
    expect(formatCoordinates({ latitude: -33.8568, longitude: 151.2153 })).toBe('33.8568° S, 151.2153° E');
    expect(formatCoordinates({ latitude: 0, longitude: 0 })).toBe('0.0000° N, 0.0000° E');
  });

  it("builds Google Maps' search URL with the exact coordinates", () => {
    expect(mapsUrl({ latitude: 56.66835, longitude: -4.99045 })).toBe('https://www.google.com/maps/search/?api=1&query=56.66835,-4.99045');
    const url = new URL(mapsUrl({ latitude: 57.5, longitude: -6.17 }));
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('57.5,-6.17');
  });
});

describe('tabs', () => {
  it('reads the tab from the URL, defaulting to the overview', () => {
    expect(tabFromParam('plan')).toBe('plan');
    expect(tabFromParam(' Gallery ')).toBe('gallery');
    expect(tabFromParam(['details', 'plan'])).toBe('details');
    expect(tabFromParam(undefined)).toBe('overview');
    expect(tabFromParam('map')).toBe('overview');
  });

  it('names a tab from a path only when it is spelled exactly', () => {
    expect(exactTab('plan')).toBe('plan');
    for (const text of ['Plan', ' plan', 'map', '']) expect(exactTab(text)).toBeNull();
  });

  it('leaves the default tab out of the link', () => {
    expect(tabHref('/adventures/storr', 'overview')).toBe('/adventures/storr');
    expect(tabHref('/adventures/storr', 'plan')).toBe('/adventures/storr?tab=plan');
  });
});
