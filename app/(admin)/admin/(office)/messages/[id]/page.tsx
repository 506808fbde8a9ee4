import type { Metadata } from 'next';
import { MessageStateButtons } from '@/components/admin/MessageStateButtons';
import { formatWhen, recordOr404 } from '@/components/admin/office-page';
import { PAGE_TITLE, TEXT_LINK } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { openMessage } from '@/lib/admin/inbox';
import { mailtoLink } from '@/lib/domain/text';
import { CustomerText } from '@/components/admin/CustomerText';
import { BackLink } from '@/components/admin/BackLink';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Message', robots: { index: false, follow: false } };

/** Opening a message here is reading it: a new one is marked read (and audited) as the page renders. */
export default async function OwnerMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const owner = await requireOwnerPage();
  const message = await recordOr404((await params).id, 'message', (id) => openMessage(owner, id));

  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href="/admin/messages">All messages</BackLink>
      <h1 className={PAGE_TITLE}>
        <CustomerText>{message.subject}</CustomerText>
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">From</dt>
        <dd>
          <CustomerText>{message.name}</CustomerText> &lt;{message.email}&gt;
        </dd>
        <dt className="font-semibold">Received</dt>
        <dd>{formatWhen(message.createdAt)}</dd>
        <dt className="font-semibold">State</dt>
        <dd>{message.state}</dd>
      </dl>
      <div className="whitespace-pre-wrap rounded-md border border-moss-100 bg-white p-4"><CustomerText>{message.message}</CustomerText></div>
      <p>
        <a href={mailtoLink(message.email, `Re: ${message.subject}`)} className={TEXT_LINK}>
          Reply by e-mail
        </a>
      </p>
      <MessageStateButtons id={message.id} state={message.state} />
    </div>
  );
}
