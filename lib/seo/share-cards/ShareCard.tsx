/**
 * The share card's layout, drawn by satori (next/og), which knows flexbox and inline styles only: no
 * Tailwind classes. Colours are the shop's own (app/globals.css).
 */
import { cardTitle, cardTitleSize, type ShareCardText } from '@/lib/domain/share-card';
import { SHOP_NAME } from '@/lib/site';
import { CARD_SIZE } from './card-spec';
import { BODY_FONT, HEADING_FONT } from './card-fonts';

const MOSS_900 = '#1a2b20';
const CREAM_50 = '#fdfbf6';
const GOLD_500 = '#c9a227';

/** The text column's width beside the picture; the picture takes the rest of the card. */
export const TEXT_COLUMN_WIDTH = 560;
export const PICTURE_BOX = { width: CARD_SIZE.width - TEXT_COLUMN_WIDTH, height: CARD_SIZE.height } as const;

export function ShareCard({ text, picture }: { text: ShareCardText; picture: string | null }) {
  const title = cardTitle(text.title);
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: MOSS_900, color: CREAM_50, fontFamily: BODY_FONT }}>
      <div style={{ width: TEXT_COLUMN_WIDTH, height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '56px 48px 52px 56px' }}>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 26, fontWeight: 600, letterSpacing: 3, textTransform: 'uppercase', color: GOLD_500 }}>
          {SHOP_NAME}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontFamily: HEADING_FONT, fontWeight: 700, fontSize: cardTitleSize(title), lineHeight: 1.15 }}>{title}</div>
          {text.detail ? (
            <div style={{ display: 'flex', marginTop: 24, fontSize: 30, fontWeight: 600, color: GOLD_500 }}>{text.detail}</div>
          ) : null}
        </div>
        <div style={{ display: 'flex', width: 96, height: 6, backgroundColor: GOLD_500 }} />
      </div>
      {picture ? (
        // satori draws <img> from a data URL; next/image has no meaning here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={picture} width={PICTURE_BOX.width} height={PICTURE_BOX.height} alt="" style={{ objectFit: 'cover' }} />
      ) : (
        <div style={{ display: 'flex', width: PICTURE_BOX.width, height: PICTURE_BOX.height, backgroundColor: '#243a2b' }} />
      )}
    </div>
  );
}
