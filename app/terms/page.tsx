import type { Metadata } from 'next';
import Link from 'next/link';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { INFO_LINK } from '@/components/info/styles';
import { LegalPage } from '@/components/legal/LegalPage';
import { formatPounds } from '@/lib/domain/money';
import {
  FINAL_SALE_RULE,
  FREE_UK_SHIPPING_HEADLINE,
  INTERNATIONAL_BASE_PENCE,
  INTERNATIONAL_DELIVERY_TIME,
  INTERNATIONAL_PER_ITEM_PENCE,
  MINIMUM_AGE,
  ORDER_CHANGE_HOURS,
  REFUND_TIME,
  RETURN_WINDOW_DAYS,
  SHOP_CURRENCY,
  STATUTORY_CANCELLATION_DAYS,
  UK_DELIVERY_TIME,
} from '@/lib/domain/policies';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactEmail, SHOP_NAME } from '@/lib/site';

const PATH = '/terms';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description: `The terms for shopping with ${SHOP_NAME}: orders, prices in ${SHOP_CURRENCY} including VAT, payment, delivery, ${RETURN_WINDOW_DAYS}-day returns, and your rights.`,
  path: PATH,
});

const sections: InfoSectionContent[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <>
        <p>
          These terms apply whenever you use the {SHOP_NAME} website or buy from us. By placing an order you accept them, so
          please read them; we have kept them as short and plain as we can.
        </p>
        <p>
          You must be at least {MINIMUM_AGE} years old to place an order, or have the consent of a parent or guardian who agrees
          to these terms for you.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Customer accounts',
    body: (
      <p>
        You can always shop as a guest. If we offer you an optional customer account, please keep your login details to
        yourself and tell us straight away if you think someone else has used them. We may suspend or close an account that is
        used fraudulently or against these terms. A chargeback raised without first giving us the chance to put things right
        may lead to the account being suspended while we look into it.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <>
        <p>
          When you place an order, we e-mail you to say we have received it. Our contract with you starts when your payment has
          been confirmed. We may turn down an order, for example if an item has sold out or its price was shown in error; if so,
          we will tell you and refund anything you have paid in full.
        </p>
        <p>
          You can change or cancel an order within {ORDER_CHANGE_HOURS} hours of placing it by{' '}
          <Link href="/contact" className={INFO_LINK}>
            contacting us
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Prices',
    body: (
      <p>
        All prices are in pounds sterling ({SHOP_CURRENCY}) and include VAT where applicable. Delivery is added at checkout
        and shown before you pay. If your bank charges a fee for converting currency, that is between you and your bank. We
        check our prices carefully, but if we find a mistake in the price of something you have ordered we will contact you
        before going any further.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <p>
        We accept major credit and debit cards and, where they are offered at checkout, PayPal and Apple Pay, all taken through
        our card payment provider. Your payment is taken when you place your order. We never see or store your full card
        details.
      </p>
    ),
  },
  {
    id: 'shipping',
    title: 'Delivery',
    body: (
      <p>
        {FREE_UK_SHIPPING_HEADLINE}, usually within {UK_DELIVERY_TIME} of dispatch. International delivery costs{' '}
        {formatPounds(INTERNATIONAL_BASE_PENCE)} per order plus {formatPounds(INTERNATIONAL_PER_ITEM_PENCE)} per item and takes{' '}
        {INTERNATIONAL_DELIVERY_TIME}. Delivery times are our best estimate rather than a promise; our{' '}
        <Link href="/shipping" className={INFO_LINK}>
          shipping page
        </Link>{' '}
        has the details. Your order becomes yours, and your responsibility, once it has been delivered.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <>
        <p>
          The law gives you {STATUTORY_CANCELLATION_DAYS} days after delivery to cancel an online order; we give you {RETURN_WINDOW_DAYS} days from
          delivery. Refunds are paid {REFUND_TIME}, to the way you paid. {FINAL_SALE_RULE}. Our{' '}
          <Link href="/returns" className={INFO_LINK}>
            returns page
          </Link>{' '}
          explains how to send something back.
        </p>
        <p>
          If something is faulty, not as described or not fit for purpose, you have rights under the Consumer Rights Act 2015,
          and nothing in these terms takes them away.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our designs and content',
    body: (
      <p>
        Our designs, illustrations, photographs, stories, walking guides and the text of this website belong to {SHOP_NAME}{' '}
        or the people who license them to us. You are welcome to share links and to enjoy them for yourself, but please do not
        copy, print on products or sell them without our written permission.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Using the website',
    body: (
      <>
        <p>Please use the website lawfully and considerately. In particular, please do not:</p>
        <ul>
          <li>place orders with someone else&apos;s card or details, or otherwise try to defraud us or anyone else;</li>
          <li>try to get into parts of the site or its systems that are not meant for you, or disrupt them;</li>
          <li>copy large parts of the site by automated means;</li>
          <li>send us messages that are abusive, threatening or unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          If we break these terms or are careless, we are responsible for loss or damage you suffer that is a foreseeable result.
          We are not responsible for loss that was not foreseeable, nor for business losses: our products are for your home and
          personal use.
        </p>
        <p>
          Nothing in these terms limits our responsibility for death or personal injury caused by our negligence, for fraud, or
          for anything else the law does not allow us to limit, and your statutory rights are not affected.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time, and the date at the top of this page shows when we last did. The terms
        that apply to your order are the ones shown here when you placed it.
      </p>
    ),
  },
  {
    id: 'law-and-contact',
    title: 'Law and contact',
    body: (
      <p>
        These terms are governed by the law of Scotland. If you live elsewhere in the UK, you can also bring a claim in the
        courts where you live. Questions about these terms? E-mail{' '}
        <a href={`mailto:${contactEmail()}`} className={INFO_LINK}>
          {contactEmail()}
        </a>{' '}
        and we will be glad to help.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      crumb="Terms"
      path={PATH}
      intro={<p>The agreement between you and us when you shop here: what you can expect from us, and what we ask of you.</p>}
      sections={sections}
    />
  );
}
