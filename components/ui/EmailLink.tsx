import { Fragment } from 'react';
import { cn } from '@/components/ui/cn';
import { emailAddressPieces, mailtoLink } from '@/lib/domain/text';

/**
 * A mailto link that keeps its address whole: it moves to a line of its own rather than split, and
 * where even that line is too narrow it breaks only after the @ or before a dot.
 */
export function EmailLink({ address, className }: { address: string; className?: string }) {
  return (
    <a href={mailtoLink(address)} className={cn('inline-block', className)}>
      {emailAddressPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{piece}</span>
        </Fragment>
      ))}
    </a>
  );
}
