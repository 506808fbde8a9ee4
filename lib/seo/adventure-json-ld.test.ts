import { adventureBreadcrumbJsonLd, adventureJsonLd, type StructuredAdventure } from './adventure-json-ld';
import { serializeJsonLd } from './serialize';

const adventure: StructuredAdventure = {
  slug: 'old-man-of-storr',
  title: 'The Old Man of Storr',
  description: '  A steep path to the pinnacles above the Sound of Raasay.  ',
  location: 'Trotternish, Isle of Skye',
  region: 'Islands',
  latitude: 57.49872,
  longitude: -6.15869,
  images: [{ url: '/images/generated/adventures/old-man-of-storr-1.webp' }, { url: '/images/generated/adventures/old-man-of-storr-2.webp' }],
};

const ORIGINAL_SITE_URL = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => {
  process.env.SITE_URL = ORIGINAL_SITE_URL;
});

describe('adventureJsonLd', () => {
  it('describes the adventure as a TouristAttraction with absolute URLs, coordinates and its place in Scotland', () => {
    expect(adventureJsonLd(adventure)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'The Old Man of Storr',
      description: 'A steep path to the pinnacles above the Sound of Raasay.',
      url: 'https://shop.example/adventures/old-man-of-storr',
      image: [
        'https://shop.example/images/generated/adventures/old-man-of-storr-1.webp',
        'https://shop.example/images/generated/adventures/old-man-of-storr-2.webp',
      ],
      geo: { '@type': 'GeoCoordinates', latitude: 57.49872, longitude: -6.15869 },
      address: { '@type': 'PostalAddress', addressLocality: 'Trotternish, Isle of Skye', addressRegion: 'Islands', addressCountry: 'GB' },
      containedInPlace: {
        '@type': 'AdministrativeArea',
        name: 'Islands',
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Scotland' },
      },
    });
  });

  it('leaves out the coordinates when either half is missing, and the images when there are none', () => {
    const data = adventureJsonLd({ ...adventure, longitude: null, images: [] });
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('image');
    expect(adventureJsonLd({ ...adventure, latitude: null })).not.toHaveProperty('geo');
  });

  it('keeps coordinates of zero, which are real places', () => {
    expect(adventureJsonLd({ ...adventure, latitude: 0, longitude: 0 }).geo).toEqual({ '@type': 'GeoCoordinates', latitude: 0, longitude: 0 });
  });

  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd(adventureJsonLd({ ...adventure, title: 'Storr</script><script>alert(1)</script>' }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('Storr</script><script>alert(1)</script>');
  });
});

describe('adventureBreadcrumbJsonLd', () => {
  it('lists Home, Adventures and the adventure, at the slug URL', () => {
    expect(adventureBreadcrumbJsonLd(adventure)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Adventures', item: 'https://shop.example/adventures' },
        { '@type': 'ListItem', position: 3, name: 'The Old Man of Storr', item: 'https://shop.example/adventures/old-man-of-storr' },
      ],
    });
  });
});
