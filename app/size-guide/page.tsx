import type { Metadata } from 'next';
import Link from 'next/link';
import { InfoPage } from '@/components/info/InfoPage';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { DataTable } from '@/components/info/DataTable';
import { INFO_CALLOUT, INFO_H3, INFO_LINK } from '@/components/info/styles';
import { ShirtSizeTable } from '@/components/info/ShirtSizeTable';
import {
  APRON_SIZE,
  BOARD_SIZES,
  boardDimensions,
  cmToInches,
  SHIRT_SIZES,
  SIZE_TABLES,
  sizeForChest,
} from '@/lib/domain/size-guide';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/size-guide';

export const metadata: Metadata = pageMetadata({
  title: 'Size Guide',
  description: `Chopping board sizes from ${BOARD_SIZES.map((board) => `${board.label.toLowerCase()} (${board.widthCm}cm x ${board.depthCm}cm)`).join(', ')}; chest, waist and length for our tees and sweatshirts; one-size aprons.`,
  path: PATH,
});

const [tees] = SIZE_TABLES;
/** The "between sizes" example: a chest that falls in the gap between two ranges. */
const BETWEEN_CHEST_IN = 40.5;
const betweenSize = tees ? sizeForChest(tees, BETWEEN_CHEST_IN) : null;

const sizeList = SHIRT_SIZES.map((size) => size.toUpperCase()).join(', ');

const sections: InfoSectionContent[] = [
  {
    id: 'clothing',
    title: 'T-shirts, shirts and sweatshirts',
    body: (
      <>
        <p>
          All our clothing comes in unisex sizes {sizeList}. The tables give the chest and waist each size is cut to fit, and the
          length of the garment from the top of the shoulder to the hem, all in inches.
        </p>
        <div className={INFO_CALLOUT}>
          <h3 className={INFO_H3}>How to measure</h3>
          <ul className="mt-2">
            <li>
              <strong>Chest:</strong> measure round the fullest part of your chest, under your arms, keeping the tape level.
            </li>
            <li>
              <strong>Waist:</strong> measure round your natural waistline, where you bend to the side.
            </li>
            <li>
              <strong>Length:</strong> lay a favourite tee flat and measure from the top of the shoulder seam straight down to the
              hem, then compare.
            </li>
          </ul>
          {betweenSize ? (
            <p className="mt-3">
              Between two sizes? Go for the larger one: a {BETWEEN_CHEST_IN}in chest, for example, is a size {betweenSize.label}.
            </p>
          ) : null}
        </div>
        {SIZE_TABLES.map((table) => (
          <ShirtSizeTable key={table.id} table={table} />
        ))}
        <p>Washing at 30°C and drying flat keeps a tee its true size for longest.</p>
      </>
    ),
  },
  {
    id: 'boards',
    title: 'Chopping boards',
    body: (
      <>
        <p>Our wooden and glass chopping boards come in up to four sizes, measured across the board without its feet.</p>
        <DataTable
          id="board-table"
          caption="Chopping board sizes"
          columns={['Size', 'Dimensions', 'Good for']}
          rows={BOARD_SIZES.map((board) => ({ key: board.value, header: board.label, cells: [boardDimensions(board), board.goodFor] }))}
        />
      </>
    ),
  },
  {
    id: 'aprons',
    title: 'Aprons',
    body: (
      <>
        <p>
          Our aprons are {APRON_SIZE.label.toLowerCase()}, made to fit most adults: about {APRON_SIZE.lengthCm}cm long and{' '}
          {APRON_SIZE.widthCm}cm wide (roughly {cmToInches(APRON_SIZE.lengthCm)}in x {cmToInches(APRON_SIZE.widthCm)}in).
        </p>
        <ul>
          {APRON_SIZE.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>
          A few aprons also come in a child&apos;s size or a longer cut for taller cooks; where they do, the choice and its
          measurements are on the product page.
        </p>
      </>
    ),
  },
  {
    id: 'help',
    title: 'Still not sure?',
    body: (
      <p>
        Tell us your measurements and what you have your eye on, and we will happily suggest a size:{' '}
        <Link href="/contact" className={INFO_LINK}>
          contact us
        </Link>
        . And if it does not fit after all, our{' '}
        <Link href="/returns" className={INFO_LINK}>
          returns
        </Link>{' '}
        are simple.
      </p>
    ),
  },
];

export default function SizeGuidePage() {
  return (
    <InfoPage
      title="Size Guide"
      path={PATH}
      eyebrow="Customer care"
      intro={<p>Find the right fit for tees, shirts and sweatshirts, the right board for your kitchen, and all about our aprons.</p>}
      sections={sections}
      contents
    />
  );
}
