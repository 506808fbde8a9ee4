import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { SocialLinks } from '@/components/home/SocialLinks';
import { primaryButton } from '@/components/home/styles';
import { InfoPage } from '@/components/info/InfoPage';
import type { InfoSectionContent } from '@/components/info/InfoSection';
import { ScrollToSectionLink } from '@/components/info/ScrollToSectionLink';
import { INFO_LINK } from '@/components/info/styles';
import { LazyNewsletterSignup } from '@/components/newsletter/LazyNewsletterSignup';
import { SafeImage } from '@/components/ui/SafeImage';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { FREE_UK_SHIPPING_HEADLINE, RETURN_WINDOW_DAYS } from '@/lib/domain/policies';
import { pageMetadata } from '@/lib/seo/metadata';
import { SHOP_NAME } from '@/lib/site';

const PATH = '/about';
const NEWSLETTER_ID = 'newsletter';
const storiesScene = SITE_SCENES.stories;

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: `The story of ${SHOP_NAME}: a small Scottish shop making tartan aprons, oak and glass chopping boards and Highland tees, and writing heritage stories and walking guides.`,
  path: PATH,
});

const sections: InfoSectionContent[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {SHOP_NAME} began at a kitchen table, with a sketchbook full of thistles and a tin of tartan swatches. We are a small
          team who grew up among the hills, lochs and glens of the north, and who missed them every time we were away.
        </p>
        <p>
          So we started making the things we wished we could bring home: an apron in a proper tartan, a chopping board with a
          stag in the corner, a tee that says you have stood on a Munro. Today we send those gifts all over the UK and beyond,
          to Scots abroad, to people who fell for the Highlands on holiday, and to anyone who simply likes beautiful, useful
          things.
        </p>
      </>
    ),
  },
  {
    id: 'how-its-made',
    title: 'How things are made',
    body: (
      <>
        <p>
          Every design starts as a drawing of something we love: a tartan sett, a Highland cow on a wet morning, the outline of
          standing stones against the sky. We keep our runs small, so nothing sits in a warehouse for years and we can change a
          detail the moment something could be better.
        </p>
        <ul>
          <li>Our wooden boards are cut from solid oak and walnut, sanded and oiled by hand with food-safe oil.</li>
          <li>Our glass boards are toughened, with the print sealed underneath so it never scratches.</li>
          <li>Our tees and aprons are printed in Scotland on good, heavy cotton that softens with every wash.</li>
          <li>Every order is checked, wrapped and packed by hand before it leaves us.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'heritage',
    title: 'Our heritage stories and adventures',
    body: (
      <>
        <SafeImage
          src={storiesScene.src}
          alt={storiesScene.alt}
          width={storiesScene.width}
          height={storiesScene.height}
          sourceWidth={storiesScene.width}
          sizes="(min-width: 768px) 48rem, 100vw"
          className="h-auto w-full rounded-xl"
        />
        <p>
          The Highlands are more than a pretty backdrop, so alongside the shop we write about them. Our{' '}
          <IntentLink href="/articles" className={INFO_LINK}>
            heritage stories
          </IntentLink>{' '}
          follow the clans, castles, crafts and customs behind the tartans and motifs on our products.
        </p>
        <p>
          Our{' '}
          <IntentLink href="/adventures" className={INFO_LINK}>
            Highland adventures
          </IntentLink>{' '}
          are walking guides to the places that inspire us, from gentle loch-side strolls to proper hill days, with the
          history you pass along the way. Pull on your boots, and do tell us where you went.
        </p>
      </>
    ),
  },
  {
    id: 'promise',
    title: 'Our promise to you',
    body: (
      <p>
        {FREE_UK_SHIPPING_HEADLINE}, a real person at the other end of every e-mail, and {RETURN_WINDOW_DAYS} days to change
        your mind. Read more about{' '}
        <IntentLink href="/shipping" className={INFO_LINK}>
          delivery
        </IntentLink>{' '}
        and{' '}
        <IntentLink href="/returns" className={INFO_LINK}>
          returns
        </IntentLink>
        .
      </p>
    ),
  },
];

export default function AboutPage() {
  return (
    <InfoPage
      title={`About ${SHOP_NAME}`}
      crumb="About"
      path={PATH}
      eyebrow="Our story"
      intro={
        <>
          <p>Scottish Highland gifts, made with care in small batches, and the stories and walks that inspired them.</p>
          <p className="mt-6">
            <ScrollToSectionLink targetId={NEWSLETTER_ID} className={primaryButton}>
              Subscribe Now
            </ScrollToSectionLink>
          </p>
        </>
      }
      sections={sections}
    >
      <SocialLinks />
      <LazyNewsletterSignup id={NEWSLETTER_ID} />
    </InfoPage>
  );
}
