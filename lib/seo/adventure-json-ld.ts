/**
 * schema.org data for an adventure page. A guide describes a place people go to, so it is a
 * TouristAttraction: that is what search engines and map services understand for walks and sights,
 * with its coordinates and the region of Scotland it sits in.
 */
import { adventurePath } from '@/lib/content/store/api-shape';
import type { Adventure } from '@/lib/content/store';
import { coordinatesOf } from '@/lib/domain/adventures';
import { absoluteUrl, breadcrumbJsonLd } from './json-ld';
import { SCHEMA_CONTEXT, type BreadcrumbListJsonLd, type JsonLdThing } from './schema-types';

export interface GeoCoordinatesJsonLd {
  '@type': 'GeoCoordinates';
  latitude: number;
  longitude: number;
}

export interface PostalAddressJsonLd {
  '@type': 'PostalAddress';
  addressLocality: string;
  addressRegion: string;
  /** ISO 3166 code: Scotland is part of the United Kingdom. */
  addressCountry: 'GB';
}

export interface AdministrativeAreaJsonLd {
  '@type': 'AdministrativeArea';
  name: string;
  containedInPlace?: AdministrativeAreaJsonLd;
}

export interface TouristAttractionJsonLd extends JsonLdThing {
  '@type': 'TouristAttraction';
  name: string;
  description: string;
  url: string;
  image?: string[];
  geo?: GeoCoordinatesJsonLd;
  address: PostalAddressJsonLd;
  containedInPlace: AdministrativeAreaJsonLd;
}

export const SCOTLAND = 'Scotland';

export type StructuredAdventure = Pick<
  Adventure,
  'slug' | 'title' | 'description' | 'location' | 'region' | 'latitude' | 'longitude'
> & { images: readonly Pick<Adventure['images'][number], 'url'>[] };

export function adventureJsonLd(adventure: StructuredAdventure): TouristAttractionJsonLd {
  const coordinates = coordinatesOf(adventure);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TouristAttraction',
    name: adventure.title,
    description: adventure.description.trim(),
    url: absoluteUrl(adventurePath(adventure.slug)),
    ...(adventure.images.length ? { image: adventure.images.map((image) => absoluteUrl(image.url)) } : {}),
    ...(coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude } } : {}),
    address: { '@type': 'PostalAddress', addressLocality: adventure.location, addressRegion: adventure.region, addressCountry: 'GB' },
    containedInPlace: {
      '@type': 'AdministrativeArea',
      name: adventure.region,
      containedInPlace: { '@type': 'AdministrativeArea', name: SCOTLAND },
    },
  };
}

/** Home / Adventures / title, as the page's back link and the site's navigation describe it. */
export function adventureBreadcrumbJsonLd(adventure: Pick<Adventure, 'slug' | 'title'>): BreadcrumbListJsonLd {
  return breadcrumbJsonLd([
    { name: 'Home', path: '/' },
    { name: 'Adventures', path: '/adventures' },
    { name: adventure.title, path: adventurePath(adventure.slug) },
  ]);
}
