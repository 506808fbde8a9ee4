import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { InfoPage } from '@/components/info/InfoPage';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { DataTable } from '@/components/info/DataTable';
import { INFO_CALLOUT, INFO_H3, INFO_LINK } from '@/components/info/styles';
import { CHECKOUT_COUNTRIES } from '@/lib/domain/checkout';
import { formatPounds } from '@/lib/domain/money';
import {
  DAMAGE_REPORT_HOURS,
  FREE_UK_SHIPPING_HEADLINE,
  INTERNATIONAL_BASE_PENCE,
  INTERNATIONAL_DELIVERY_TIME,
  INTERNATIONAL_DESTINATIONS,
  INTERNATIONAL_DESTINATIONS_TEXT,
  INTERNATIONAL_PER_ITEM_PENCE,
  PROCESSING_TIME_CUSTOM,
  PROCESSING_TIME_PEAK,
  PROCESSING_TIME_STANDARD,
  UK_DELIVERY_TIME,
} from '@/lib/domain/policies';
import { HOME_COUNTRY, shippingPence } from '@/lib/domain/shipping';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/shipping';

export const metadata: Metadata = pageMetadata({
  title: 'Shipping Information',
  description: `${FREE_UK_SHIPPING_HEADLINE}, delivered in ${UK_DELIVERY_TIME}. We also ship to ${INTERNATIONAL_DESTINATIONS_TEXT}. Costs, packing times and delivery times explained.`,
  path: PATH,
});

const base = formatPounds(INTERNATIONAL_BASE_PENCE);
const perItem = formatPounds(INTERNATIONAL_PER_ITEM_PENCE);

/** The worked example: a modest gift order, to a country abroad and to the UK. */
const EXAMPLE_ITEMS = 3;
const EXAMPLE_COUNTRY = CHECKOUT_COUNTRIES.find((country) => country.code === 'FR') ?? CHECKOUT_COUNTRIES[1];

function costFor(code: string): string {
  return code === HOME_COUNTRY ? 'Free on every order' : `${base} per order + ${perItem} per item`;
}

const sections: InfoSectionContent[] = [
  {
    id: 'uk',
    title: 'Delivery within the UK',
    body: (
      <>
        <div className={INFO_CALLOUT}>
          <p className="font-semibold text-moss-900">
            {FREE_UK_SHIPPING_HEADLINE}: no minimum spend, no code to remember.
          </p>
        </div>
        <p>
          Once your order has left our workshop, UK standard delivery takes {UK_DELIVERY_TIME}. We send everything with a
          tracked postal or courier service, to any address in England, Scotland, Wales and Northern Ireland, including the
          Highlands and Islands, at no extra charge.
        </p>
      </>
    ),
  },
  {
    id: 'international',
    title: 'International delivery',
    body: (
      <>
        <p>
          We deliver to {INTERNATIONAL_DESTINATIONS_TEXT}. International delivery costs {base} per order plus {perItem} for each
          item, and takes {INTERNATIONAL_DELIVERY_TIME} once your parcel has left us. Checkout adds it up for you before you pay.
        </p>
        <DataTable
          id="shipping-table"
          caption="Where we deliver, what it costs and how long it takes"
          columns={['Destination', 'Delivery cost', 'Delivery time']}
          rows={CHECKOUT_COUNTRIES.map((country) => ({
            key: country.code,
            header: country.name,
            cells: [costFor(country.code), country.code === HOME_COUNTRY ? UK_DELIVERY_TIME : INTERNATIONAL_DELIVERY_TIME],
          }))}
        />
        <p>
          Parcels going abroad may be charged import duty, VAT or a handling fee by the destination country. These are set and
          collected by the country&apos;s customs service, not by us, and are paid by the recipient when the parcel arrives.
        </p>
      </>
    ),
  },
  {
    id: 'example',
    title: 'A worked example',
    body: (
      <>
        <p>
          Say you order {EXAMPLE_ITEMS} items: a tartan apron, a chopping board and a tee.
        </p>
        <ul>
          <li>
            Sent to {EXAMPLE_COUNTRY.name}: {base} + {EXAMPLE_ITEMS} x {perItem} ={' '}
            <strong>{formatPounds(shippingPence(EXAMPLE_COUNTRY.code, EXAMPLE_ITEMS))}</strong> delivery.
          </li>
          <li>
            Sent anywhere in the UK: <strong>{shippingPence(HOME_COUNTRY, EXAMPLE_ITEMS) === 0 ? 'free' : formatPounds(shippingPence(HOME_COUNTRY, EXAMPLE_ITEMS))}</strong>, as
            every UK order is.
          </li>
        </ul>
        <p>Items means the number of things in your cart, so two of the same tee count as two.</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'How long we take to pack your order',
    body: (
      <>
        <p>Every order is checked, wrapped and packed by hand in our workshop before it sets off. Delivery times start once it has left us.</p>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className={INFO_CALLOUT}>
            <dt className={INFO_H3}>Most orders</dt>
            <dd className="mt-1">Packed within {PROCESSING_TIME_STANDARD}.</dd>
          </div>
          <div className={INFO_CALLOUT}>
            <dt className={INFO_H3}>Made-to-order pieces</dt>
            <dd className="mt-1">Made and packed within {PROCESSING_TIME_CUSTOM}.</dd>
          </div>
          <div className={INFO_CALLOUT}>
            <dt className={INFO_H3}>Busy seasons</dt>
            <dd className="mt-1">
              In the weeks before Christmas, Burns Night and Mother&apos;s Day, allow {PROCESSING_TIME_PEAK}.
            </dd>
          </div>
        </dl>
        <p>Working days are Monday to Friday, not counting UK bank holidays.</p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Tracking your parcel',
    body: (
      <p>
        You can see how your order is getting on at any time: enter your order number and e-mail address on our{' '}
        <IntentLink href="/track" className={INFO_LINK}>
          Track Your Order
        </IntentLink>{' '}
        page.
      </p>
    ),
  },
  {
    id: 'problems',
    title: 'Damaged, late or missing?',
    body: (
      <p>
        If your parcel arrives damaged, please tell us within {DAMAGE_REPORT_HOURS} hours of delivery and we will put it right. If
        it has not arrived by the end of its delivery time, get in touch and we will chase it with the carrier. Our{' '}
        <IntentLink href="/returns" className={INFO_LINK}>
          returns page
        </IntentLink>{' '}
        explains what happens next, and you can always{' '}
        <IntentLink href="/contact" className={INFO_LINK}>
          contact us
        </IntentLink>
        .
      </p>
    ),
  },
];

export default function ShippingPage() {
  return (
    <InfoPage
      title="Shipping Information"
      crumb="Shipping"
      path={PATH}
      eyebrow="Customer care"
      intro={<p>From our workshop to your door: free across the UK, and to {INTERNATIONAL_DESTINATIONS.length} countries further afield.</p>}
      sections={sections}
      contents
    />
  );
}
