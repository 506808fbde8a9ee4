import type { Metadata } from 'next';
import Link from 'next/link';
import { CATEGORY_COPY, ESSENTIAL_COPY } from '@/components/consent/categories';
import { CookieSettings } from '@/components/consent/CookieSettings';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { INFO_LINK } from '@/components/info/styles';
import { CONSENT_KEPT_DAYS } from '@/components/legal/cookie-list';
import { CookieTable } from '@/components/legal/CookieTable';
import { LegalPage } from '@/components/legal/LegalPage';
import { CONSENT_COOKIE } from '@/lib/consent';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactEmail, SHOP_NAME } from '@/lib/site';

const PATH = '/cookies';

export const metadata: Metadata = pageMetadata({
  title: 'Cookie Policy',
  description: `The cookies ${SHOP_NAME} uses: essential ones for your cart and your cookie answer, and analytics only if you say yes. Change your cookie settings here.`,
  path: PATH,
});

const BROWSER_HELP: readonly { name: string; href: string }[] = [
  { name: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
  { name: 'Mozilla Firefox', href: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox' },
  { name: 'Apple Safari', href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac' },
  { name: 'Microsoft Edge', href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09' },
];

const OPT_OUT: readonly { name: string; href: string; about: string }[] = [
  { name: 'Your Online Choices', href: 'https://www.youronlinechoices.com/uk/', about: 'turn off interest-based advertising from many ad companies at once' },
  { name: 'The ICO on cookies', href: 'https://ico.org.uk/for-the-public/online/cookies/', about: 'the UK regulator’s guide to cookies and your choices' },
];

const sections: InfoSectionContent[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website saves in your browser, so it can remember something from one page to the next,
        like what is in your cart. Some other technologies do a similar job without a file, such as a browser sending back a
        measurement; we treat those exactly like cookies and ask first.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'The cookies we use',
    body: (
      <>
        <p>We keep it short. This is everything our shop sets:</p>
        <CookieTable />
      </>
    ),
  },
  {
    id: 'essential',
    title: 'Essential cookies',
    body: (
      <p>
        {ESSENTIAL_COPY.description} They are set only when needed: the cart cookie when you first add something to your cart,
        and <code>{CONSENT_COOKIE}</code> when you answer our cookie question. The law allows these without asking, because the
        shop would not work without them.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics',
    body: (
      <p>
        {CATEGORY_COPY.analytics.description} This runs only after you have said yes to analytics, and stops on your next visit
        if you change your mind.
      </p>
    ),
  },
  {
    id: 'marketing',
    title: 'Marketing cookies',
    body: <p>{CATEGORY_COPY.marketing.description}</p>,
  },
  {
    id: 'preferences',
    title: 'Preference cookies',
    body: <p>{CATEGORY_COPY.preferences.description}</p>,
  },
  {
    id: 'third-party',
    title: 'Third-party cookies',
    body: (
      <>
        <p>
          We do not put advertising or social media trackers on our pages. When you pay by card, our card payment provider may
          set its own cookies on the payment step to spot fraud; they are essential to paying safely and are covered by the
          provider&apos;s own cookie policy.
        </p>
        <p>
          If you follow one of our links to Facebook, Instagram, X or Pinterest, that site&apos;s own cookies apply once you are
          there.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent',
    body: (
      <p>
        When you first visit, a banner at the bottom of the page asks whether you are happy for us to use non-essential
        cookies. Nothing non-essential is set or sent until you answer yes. We remember your answer for {CONSENT_KEPT_DAYS} days and then ask
        again, and you can change it whenever you like with the settings below.
      </p>
    ),
  },
  {
    id: 'settings',
    title: 'Cookie settings',
    body: (
      <>
        <p>Switch each kind of cookie on or off, then save. Your choice applies straight away.</p>
        <CookieSettings />
      </>
    ),
  },
  {
    id: 'browser-settings',
    title: 'Browser settings and opt-out links',
    body: (
      <>
        <p>You can also see, block and delete cookies in your browser. Here is how in the most popular ones:</p>
        <ul>
          {BROWSER_HELP.map((browser) => (
            <li key={browser.name}>
              <a href={browser.href} className={INFO_LINK} rel="noopener noreferrer">
                {browser.name}
              </a>
            </li>
          ))}
        </ul>
        <p>And for cookies across the web more widely:</p>
        <ul>
          {OPT_OUT.map((site) => (
            <li key={site.name}>
              <a href={site.href} className={INFO_LINK} rel="noopener noreferrer">
                {site.name}
              </a>
              : {site.about}.
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'disabling',
    title: 'If you turn cookies off',
    body: (
      <ul>
        <li>Saying no to analytics, marketing or preference cookies changes nothing about how the shop works for you.</li>
        <li>
          If you block all cookies in your browser, your cart cannot be kept, so you will not be able to check out, and we will
          ask our cookie question again on every visit.
        </li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        If you have a question about cookies, e-mail{' '}
        <a href={`mailto:${contactEmail()}`} className={INFO_LINK}>
          {contactEmail()}
        </a>
        . For how we look after your personal information more generally, see our{' '}
        <Link href="/privacy" className={INFO_LINK}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      crumb="Cookies"
      path={PATH}
      intro={<p>Which cookies we use, why, and how to change your mind at any time.</p>}
      sections={sections}
    />
  );
}
