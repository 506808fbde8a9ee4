import { IntentLink } from '@/components/ui/IntentLink';
import { CatalogueMessage } from '@/components/catalogue/CatalogueMessage';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';

interface OrderPageMessageProps {
  /** The page's own heading, kept so the visitor knows where they are. */
  page: string;
  title: string;
  message: string;
  action: { href: string; label: string };
  centred?: boolean;
}

/** The payment or confirmation page when there is no order to show there, and the way on. */
export function OrderPageMessage({ page, title, message, action, centred = false }: OrderPageMessageProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className={centred ? 'mb-8 text-center text-4xl font-bold' : 'mb-8 text-4xl font-bold'}>{page}</h1>
      <CatalogueMessage title={title} message={message}>
        <IntentLink href={action.href} className={BUTTON_PRIMARY}>
          {action.label}
        </IntentLink>
      </CatalogueMessage>
    </div>
  );
}
