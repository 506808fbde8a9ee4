import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { InfoPage } from '@/components/info/InfoPage';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { INFO_CALLOUT, INFO_LINK } from '@/components/info/styles';
import {
  DAMAGE_REPORT_HOURS,
  FINAL_SALE_RULE,
  ORDER_CHANGE_HOURS,
  REFUND_TIME,
  RETURN_LABEL_HOURS,
  RETURN_WINDOW_DAYS,
  SATISFACTION_GUARANTEE,
} from '@/lib/domain/policies';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/returns';

export const metadata: Metadata = pageMetadata({
  title: 'Returns & Exchanges',
  description: `Changed your mind? Return it within ${RETURN_WINDOW_DAYS} days of delivery. We send a return label within ${RETURN_LABEL_HOURS} hours and refund you ${REFUND_TIME}.`,
  path: PATH,
});

const contactLink = (
  <IntentLink href="/contact" className={INFO_LINK}>
    contact us
  </IntentLink>
);

const sections: InfoSectionContent[] = [
  {
    id: 'promise',
    title: 'Our promise',
    body: (
      <>
        <div className={INFO_CALLOUT}>
          <p className="font-semibold text-moss-900">{SATISFACTION_GUARANTEE}</p>
        </div>
        <p>
          We make and choose every piece with care, but we know a colour can look different on screen or a tee can fit a little
          snugly. You have {RETURN_WINDOW_DAYS} days from the day your parcel is delivered to send something back, for any
          reason.
        </p>
      </>
    ),
  },
  {
    id: 'start',
    title: 'How to start a return',
    body: (
      <>
        <ol>
          <li>
            <strong>Tell us.</strong> Please {contactLink} with your order number and what you would like to send back. If you
            would rather have a different size or colour, say so.
          </li>
          <li>
            <strong>Get your label.</strong> We will e-mail you a return label and instructions within {RETURN_LABEL_HOURS} hours.
          </li>
          <li>
            <strong>Pack it up.</strong> Send items back unused, unwashed and in their original condition, with their tags and
            packaging if you still have them, so the next person gets them as fresh as you did.
          </li>
          <li>
            <strong>Send it off.</strong> Drop the parcel at the post office or courier point named on the label, and keep the
            receipt until your refund arrives.
          </li>
        </ol>
        <p>
          If you ordered as a gift and the recipient would like to return it, they can {contactLink} with the order number too;
          we will refund the person who paid.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          As soon as your return arrives back with us, we check it over and refund you, {REFUND_TIME}, to the card or account you
          paid with. We will e-mail you when the refund is on its way; your bank may take a few more days to show it.
        </p>
        <p>
          We refund the price of what you send back, and the original delivery charge as well when you return the whole order.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    body: (
      <p>
        Need a different size? Tell us when you start your return and we will set the new size aside for you. We send it out as
        soon as your return is on its way back, with free UK delivery as always. Our{' '}
        <IntentLink href="/size-guide" className={INFO_LINK}>
          size guide
        </IntentLink>{' '}
        may help you choose.
      </p>
    ),
  },
  {
    id: 'damaged',
    title: 'Damaged or faulty items',
    body: (
      <>
        <p>
          If something arrives damaged, please let us know within {DAMAGE_REPORT_HOURS} hours of delivery, with a photograph of the
          item and its packaging if you can. We will send a replacement or a full refund, whichever you prefer, and you will not
          pay a penny for the return.
        </p>
        <p>
          If a fault shows up later, please still get in touch. Your rights under the Consumer Rights Act 2015 are not affected by
          anything on this page.
        </p>
      </>
    ),
  },
  {
    id: 'final-sale',
    title: 'Sale and custom items',
    body: (
      <p>
        {FINAL_SALE_RULE}. Made-to-order and personalised pieces are made just for you, and sale items are priced to clear, so we
        cannot take them back simply because you have changed your mind. If one of them is faulty or arrives damaged, it is
        covered exactly like everything else.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changing or cancelling an order',
    body: (
      <p>
        We can change or cancel an order within {ORDER_CHANGE_HOURS} hours of it being placed: {contactLink} as soon as you can
        with your order number. After that it may already be packed, but you can still return it once it arrives.
      </p>
    ),
  },
];

export default function ReturnsPage() {
  return (
    <InfoPage
      title="Returns & Exchanges"
      crumb="Returns"
      path={PATH}
      eyebrow="Customer care"
      intro={<p>Not quite right? Sending it back is simple, and we will sort it out quickly and kindly.</p>}
      sections={sections}
      contents
    />
  );
}
