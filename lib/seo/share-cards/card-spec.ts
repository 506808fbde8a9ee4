/**
 * The share cards' fixed facts (docs/adr/0029-share-cards.md). The route files export these as their
 * `size`, `contentType` and `alt`, from which Next writes og:image:width, :height, :type and :alt.
 */

/** The size Facebook, LinkedIn and X lay out a large link preview at. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** PNG: every link preview shows it, unlike the pages' WebP pictures. */
export const CARD_CONTENT_TYPE = 'image/png';

/** Link previews refuse or shrink larger pictures; the journeys hold every card under this. */
export const CARD_MAX_BYTES = 300 * 1024;

/** og:image:alt for each kind of card: the route files' `alt` is fixed per file, so it says what every such card shows. */
export const CARD_ALT = {
  home: 'Highland Home: heather on the shore of a loch, with Scottish Highland gifts, heritage stories and walking guides',
  catalogue: 'Highland Home: the name of the collection over a picture of one of its gifts',
  collections: 'Highland Home: Scottish regional collections over a picture of one of their gifts',
  product: 'Highland Home: the product’s picture, its name and its price',
  story: 'Highland Home: the story’s picture, its title and its reading time',
  adventure: 'Highland Home: the adventure’s picture, its title, its region and how long it takes',
} as const;
