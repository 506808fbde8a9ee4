import Link from 'next/link';
import { ListTable } from './ListTable';
import { PublishToggle } from './PublishToggle';
import { CELL, ROW, TEXT_LINK } from './styles';

export interface ContentRow {
  slug: string;
  title: string;
  published: boolean;
  featured: boolean;
  /** The second column: a story's date, an adventure's region. */
  detail: string;
}

/** The owner's list of stories or adventures: drafts and published alike, each with its toggle. */
export function ContentList({ rows, officePath, apiPath, detailLabel, caption }: { rows: ContentRow[]; officePath: string; apiPath: string; detailLabel: string; caption: string }) {
  return (
    <ListTable caption={caption} columns={['Title', detailLabel, 'In the shop', 'Publish']}>
      {rows.map((row) => (
        <tr key={row.slug} className={ROW}>
          <th scope="row" className={`${CELL} font-normal`}>
            <Link href={`${officePath}/${row.slug}`} className={TEXT_LINK}>
              {row.title}
            </Link>
            {row.featured ? <span className="ml-2 text-sm text-moss-700">(featured)</span> : null}
          </th>
          <td className={CELL}>{row.detail}</td>
          <td className={CELL}>{row.published ? 'Published' : 'Draft'}</td>
          <td className={CELL}>
            <PublishToggle path={`${apiPath}/${row.slug}`} published={row.published} title={row.title} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
