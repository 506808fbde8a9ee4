/** The story's and the adventure's editors: which fields each has, in the order the form shows them (docs/adr/0032). */
import { ADVENTURE_ACTIVITIES, ADVENTURE_DIFFICULTIES, ADVENTURE_REGIONS } from '@/lib/domain/adventure-facets';
import type { FieldSpec } from './content-fields';

const SLUG_HINT = 'The address: lower-case words joined by hyphens. Made from the title when left empty. A new one leaves the old address redirecting here.';
const BODY_HINT = 'Markdown: ## for a heading, **bold**, *italic*, - for a list, > for a quote, [words](/address) for a link. HTML is shown as text.';

export const STORY_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'slug', label: 'Slug', kind: 'text', hint: SLUG_HINT },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', required: true, hint: 'One or two sentences for the cards and search results.' },
  { name: 'body', label: 'Body', kind: 'markdown', required: true, hint: BODY_HINT },
  { name: 'keywords', label: 'Keywords', kind: 'commas', hint: 'Separated by commas, e.g. tartan, weaving, clans.' },
  { name: 'productSlugs', label: 'Products the story mentions', kind: 'commas', hint: 'Their slugs, separated by commas; the story links them.' },
  { name: 'featured', label: 'Featured on the home page', kind: 'flag' },
  { name: 'published', label: 'Published in the shop', kind: 'flag', hint: 'Unticked, the story is a draft: no page, list, home teaser, sitemap entry or share card shows it.' },
];

export const ADVENTURE_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'slug', label: 'Slug', kind: 'text', hint: SLUG_HINT },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, hint: 'One to three sentences for the cards and search results.' },
  { name: 'body', label: 'Guide', kind: 'markdown', required: true, hint: BODY_HINT },
  { name: 'location', label: 'Location', kind: 'text', required: true, hint: 'A place name a visitor would recognise on a road sign.' },
  { name: 'region', label: 'Region', kind: 'select', required: true, options: ADVENTURE_REGIONS },
  { name: 'difficulty', label: 'Difficulty', kind: 'select', required: true, options: ADVENTURE_DIFFICULTIES },
  { name: 'duration', label: 'Duration', kind: 'text', required: true, hint: 'e.g. 3-4 hours' },
  { name: 'distance', label: 'Distance', kind: 'text', hint: 'e.g. About 7 km (4.3 miles) round; empty for a visit to a site.' },
  { name: 'activityTypes', label: 'Activities', kind: 'choices', options: ADVENTURE_ACTIVITIES },
  { name: 'bestTimeToVisit', label: 'Best time to visit', kind: 'text' },
  { name: 'whatToBring', label: 'What to bring', kind: 'lines', hint: 'One thing a line.' },
  { name: 'seasonalAdvice', label: 'Seasonal advice', kind: 'textarea' },
  { name: 'latitude', label: 'Latitude', kind: 'number', hint: 'Of the start point, in degrees, e.g. 56.6568; empty for no map pin.' },
  { name: 'longitude', label: 'Longitude', kind: 'number', hint: 'e.g. -5.0096; west of Greenwich is negative.' },
  { name: 'featured', label: 'Featured', kind: 'flag' },
  { name: 'published', label: 'Published in the shop', kind: 'flag', hint: 'Unticked, no page, list, sitemap entry or share card shows the adventure.' },
];
