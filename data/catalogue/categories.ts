import type { SeedCategory } from './types';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'aprons',
    name: 'Aprons',
    description:
      'Cotton, linen and waxed aprons for everyday cooking, baking and messy weekend projects, printed with tartans, thistles and Highland cows.',
  },
  {
    slug: 'chopping-boards',
    name: 'Chopping Boards',
    description:
      'Solid oak, walnut and beech boards, engraved with Highland designs and oiled by hand. Every board comes in four sizes, from a handy small board to an x-large cheese board.',
  },
  {
    slug: 'phone-cases',
    name: 'Phone Cases',
    description:
      'Slim, tough cases for current iPhone, Samsung and Google Pixel models, printed with tartans, coastlines and a certain ginger coo.',
  },
  {
    slug: 't-shirts-2',
    name: 'T-Shirts',
    description:
      'Soft cotton tees printed in Scotland, in unisex sizes from xs to 3xl. Thistles, stags, hills and the odd hairy coo.',
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description:
      'Tote bags, keyrings, scarves and notebooks: small everyday things with a Highland touch, and handy gifts besides.',
  },
  {
    slug: 'wall-art',
    name: 'Wall Art',
    description:
      'Framed prints, canvases and limited editions of glens, lochs, castles and coos. Bring a view of the Highlands home to your walls.',
  },
  {
    slug: 'highland-aprons',
    name: 'Highland Aprons',
    description:
      'Heavier aprons in tweed, canvas and tartan, built for the garden, the workshop and the barbecue.',
  },
  {
    slug: 'glass-boards',
    name: 'Glass Chopping Boards',
    description:
      'Toughened glass boards printed underneath with Highland scenes and tartans. Hygienic, dishwasher safe and handsome enough to leave out on the worktop.',
  },
  {
    slug: 'highland-apparel',
    name: 'Highland Apparel',
    description:
      'Flannel shirts, sweatshirts and woollen scarves for cold mornings and long walks. Alongside them, our limited-run summit tees.',
  },
  {
    slug: 'artisan-crafts',
    name: 'Artisan Crafts',
    description:
      'Candles, stoneware, slate and leather, made in small batches by hand. No two pieces are ever quite the same.',
  },
  {
    slug: 'uncategorised',
    name: 'Uncategorised',
    description: "Things that don't sit neatly on any one shelf, including our gift cards.",
  },
];
