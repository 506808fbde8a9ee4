import type { Metadata } from 'next';
import Link from 'next/link';
import { FilterLinks } from '@/components/admin/FilterLinks';
import { Pager } from '@/components/admin/Pager';
import { formatWhen, pageQuery } from '@/components/admin/office-page';
import { CELL, PAGE_TITLE, ROW, TEXT_LINK } from '@/components/admin/styles';
import { ListTable } from '@/components/admin/ListTable';
import { requireOwnerPage } from '@/lib/admin/guard';
import { listMessages } from '@/lib/admin/inbox';
import { MESSAGE_STATES, type MessageState } from '@/lib/domain/back-office';
import type { SearchParamsRecord } from '@/lib/domain/catalogue-filters';
import { MESSAGES_PER_PAGE, ownerMessageListSchema } from '@/lib/forms/owner-inbox';
import { CustomerText } from '@/components/admin/CustomerText';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Messages', robots: { index: false, follow: false } };

const STATE_NAMES: Record<MessageState, string> = { new: 'New', read: 'Read', answered: 'Answered' };

export default async function OwnerMessagesPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  await requireOwnerPage();
  const query = pageQuery(ownerMessageListSchema, await searchParams);
  const { messages, total, totalPages } = await listMessages({ ...query, perPage: MESSAGES_PER_PAGE });
  const filters: { value?: MessageState; label: string }[] = [{ label: 'All' }, ...MESSAGE_STATES.map((state) => ({ value: state, label: STATE_NAMES[state] }))];

  return (
    <div className="space-y-6">
      <h1 className={PAGE_TITLE}>Messages</h1>
      <FilterLinks label="Messages by state" path="/admin/messages" param="state" options={filters} current={query.state} />
      <p>
        {total} {total === 1 ? 'message' : 'messages'}
      </p>
      {messages.length ? (
        <ListTable columns={['Subject', 'From', 'Received', 'State']}>
          {messages.map((message) => (
            <tr key={message.id} className={ROW}>
              <th scope="row" className={`${CELL} ${message.state === 'new' ? 'font-bold' : 'font-normal'}`}>
                <Link href={`/admin/messages/${message.id}`} className={TEXT_LINK}>
                  <CustomerText>{message.subject}</CustomerText>
                </Link>
              </th>
              <td className={CELL}>
                <CustomerText>{message.name}</CustomerText> <span className="block text-sm text-moss-700">{message.email}</span>
              </td>
              <td className={CELL}>{formatWhen(message.createdAt)}</td>
              <td className={CELL}>{STATE_NAMES[message.state]}</td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>No messages here.</p>
      )}
      <Pager path="/admin/messages" query={{ state: query.state }} page={query.page} totalPages={totalPages} label="Message pages" />
    </div>
  );
}
