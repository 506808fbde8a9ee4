import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { infoSections } from '@/components/content/info-sections';
import { DataTable } from '@/components/info/DataTable';
import { InfoPage } from '@/components/info/InfoPage';
import { ShirtSizeTable } from '@/components/info/ShirtSizeTable';
import { SIZE_GUIDE, type SizeGuideSlot } from '@/lib/content/size-guide';
import { boardDimensions } from '@/lib/domain/size-guide';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/size-guide';

// content/size-guide.md is read while Next renders the page at build time, so a broken file fails the build.
export const metadata: Metadata = pageMetadata({ title: SIZE_GUIDE.title, description: SIZE_GUIDE.description, path: PATH });

/** The tables, built from the file's own figures, where its text places them. */
const SLOTS: Record<SizeGuideSlot, ReactNode> = {
  'shirt-tables': SIZE_GUIDE.shirtTables.map((table) => <ShirtSizeTable key={table.id} table={table} />),
  'board-table': (
    <DataTable
      id="board-table"
      caption="Chopping board sizes"
      columns={['Size', 'Dimensions', 'Good for']}
      rows={SIZE_GUIDE.boards.map((board) => ({ key: board.value, header: board.label, cells: [boardDimensions(board), board.goodFor] }))}
    />
  ),
};

export default function SizeGuidePage() {
  return (
    <InfoPage
      title={SIZE_GUIDE.title}
      path={PATH}
      eyebrow={SIZE_GUIDE.eyebrow}
      intro={<p>{SIZE_GUIDE.intro}</p>}
      sections={infoSections(SIZE_GUIDE.sections, SLOTS)}
      contents
    />
  );
}
