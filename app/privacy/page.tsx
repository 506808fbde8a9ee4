import type { Metadata } from 'next';
import Link from 'next/link';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { INFO_LINK } from '@/components/info/styles';
import { LegalPage } from '@/components/legal/LegalPage';
import {
  MESSAGE_RETENTION_YEARS,
  MINIMUM_AGE,
  ORDER_RECORD_RETENTION_YEARS,
  PRIVACY_REPLY_DAYS,
} from '@/lib/domain/policies';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactEmail, SHOP_NAME } from '@/lib/site';

const PATH = '/privacy';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `What personal information ${SHOP_NAME} collects, why, who we share it with, how we keep it safe, and your rights. We answer every privacy request within ${PRIVACY_REPLY_DAYS} days.`,
  path: PATH,
});

function EmailLink() {
  const email = contactEmail();
  return (
    <a href={`mailto:${email}`} className={INFO_LINK}>
      {email}
    </a>
  );
}

const RIGHTS: readonly [string, string][] = [
  ['Access', 'ask for a copy of the personal information we hold about you.'],
  ['Correction', 'ask us to put right anything that is wrong or incomplete.'],
  ['Deletion', 'ask us to delete your information where we have no good reason to keep it.'],
  ['Portability', 'ask for the information you gave us in a common, machine-readable format, to take elsewhere.'],
  ['Objection', 'object to us using your information for our legitimate interests, and stop direct marketing at any time.'],
  ['Restriction', 'ask us to pause using your information while a concern is looked into.'],
];

const sections: InfoSectionContent[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {SHOP_NAME} is a small online shop selling Scottish Highland gifts. We are the controller of the personal information
        described here, which means we decide how it is used and we are responsible for looking after it. If you have any
        question about your information, e-mail us at <EmailLink />.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We only ask for what we need:</p>
        <ul>
          <li>
            <strong>When you order:</strong> your name, billing and delivery addresses, e-mail address, phone number, and what
            you bought.
          </li>
          <li>
            <strong>When you pay:</strong> your card details go straight to our card payment provider. We never see or store
            your full card number; we keep only the payment reference and whether it succeeded.
          </li>
          <li>
            <strong>When you write to us:</strong> your name, e-mail address and your message.
          </li>
          <li>
            <strong>When you join our newsletter:</strong> your e-mail address and, if you give it, your name.
          </li>
          <li>
            <strong>When you track an order:</strong> the order number and e-mail address you enter.
          </li>
          <li>
            <strong>When you browse:</strong> your cart, and the technical details every website receives, such as your IP
            address and browser type, which we use to keep the shop secure. If you allow analytics, how quickly our pages load
            for you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>
            <strong>To take, make and deliver your order</strong>, and to tell you how it is getting on. We need this to carry
            out our contract with you.
          </li>
          <li>
            <strong>To answer your messages</strong> and look after you if something goes wrong, which is in our legitimate
            interest and yours.
          </li>
          <li>
            <strong>To keep the shop and your payment safe</strong>, preventing fraud and misuse: a legitimate interest.
          </li>
          <li>
            <strong>To send our newsletter</strong>, only if you asked for it. Every e-mail has a link to unsubscribe.
          </li>
          <li>
            <strong>To improve the shop</strong> from page-load measurements, only with your consent.
          </li>
          <li>
            <strong>To keep records the law requires</strong>, such as invoices for tax.
          </li>
        </ul>
        <p>We never sell your information, and we never use it to make automated decisions about you.</p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share only what each company needs to do its job for us, and each must keep it safe and use it only for us:</p>
        <ul>
          <li>
            <strong>A card payment provider</strong>, which takes your payment securely and checks it for fraud.
          </li>
          <li>
            <strong>An analytics service</strong>, only if you allow analytics: page-load measurements, with no name or contact
            details.
          </li>
          <li>
            <strong>An email marketing service</strong>, which sends our newsletter to subscribers.
          </li>
          <li>
            <strong>Postal carriers and couriers</strong>, who need your name, delivery address and sometimes your e-mail or
            phone number to deliver your parcel and tell you when it is coming.
          </li>
        </ul>
        <p>
          Some of these companies may handle information outside the UK. Where they do, we make sure it is protected to UK
          standards, for example by the UK&apos;s approved data transfer agreements. We may also share information if the law
          requires it, for example with HMRC.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Order and payment records: {ORDER_RECORD_RETENTION_YEARS} years, as UK tax law requires.</li>
        <li>Messages you send us: until we have answered and followed up, and no longer than {MESSAGE_RETENTION_YEARS} years.</li>
        <li>Newsletter details: until you unsubscribe.</li>
        <li>Your cart: until you check out, or until the cart cookie expires.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        The whole shop is served over an encrypted connection. Card payments are handled by our payment provider to the card
        industry&apos;s security standard, so card numbers never touch our systems. Only the people who need your information
        to look after your order can see it, and our cart cookie holds nothing but a random number. No system is perfect, but
        if something ever went wrong we would tell you and the Information Commissioner&apos;s Office as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          {RIGHTS.map(([right, meaning]) => (
            <li key={right}>
              <strong>{right}:</strong> {meaning}
            </li>
          ))}
        </ul>
        <p>
          Where we rely on your consent, such as for the newsletter or analytics, you can withdraw it at any time. To use any of
          these rights, e-mail us at <EmailLink />. It is free, and we will reply within {PRIVACY_REPLY_DAYS} days.
        </p>
        <p>
          If you are unhappy with how we have handled your information, please tell us first so we can put it right. You can
          also complain to the Information Commissioner&apos;s Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" className={INFO_LINK}>
            ico.org.uk
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a couple of essential cookies to keep your cart and remember your choices, and nothing else unless you say yes.
        Our{' '}
        <Link href="/cookies" className={INFO_LINK}>
          Cookie Policy
        </Link>{' '}
        lists them all and lets you change your answer.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our shop is for adults. If you are under {MINIMUM_AGE}, please ask a parent or guardian to order for you or with you.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change how we use your information, we will update this page and the date at the top, and if the change is
        important we will tell you by e-mail.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For anything about your privacy, e-mail <EmailLink /> or use our{' '}
        <Link href="/contact" className={INFO_LINK}>
          contact form
        </Link>
        . We will reply within {PRIVACY_REPLY_DAYS} days, usually much sooner.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      crumb="Privacy"
      path={PATH}
      intro={<p>Your information is yours. Here is what we collect, why we need it, who sees it, and how you stay in charge of it.</p>}
      sections={sections}
    />
  );
}
