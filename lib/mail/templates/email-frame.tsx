/**
 * The frame every order e-mail shares: the shop's name, a heading, the message, and how to reach the
 * shop. Styles are inline because mail programs drop style sheets; the plain-text version is rendered
 * from this same markup, so nothing here may carry meaning through styling alone.
 */
import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { contactEmail, SHOP_NAME, SHOP_TAGLINE, siteUrl } from '@/lib/site';
import { mailtoLink } from '@/lib/domain/text';

const INK = '#22303a';
const MOSS = '#2f4a36';

/** The class of a table cell holding an amount, which the plain text sets after its label. */
export const AMOUNT_CELL = 'amount';

export const styles = {
  text: { color: INK, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  small: { color: INK, fontSize: '13px', lineHeight: '19px', margin: '0' },
  label: { color: MOSS, fontSize: '13px', fontWeight: 700, letterSpacing: '0.04em', margin: '20px 0 6px', textTransform: 'uppercase' as const },
  link: { color: MOSS, textDecoration: 'underline' },
} as const;

interface EmailFrameProps {
  /** The line mail programs show after the subject in the inbox. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Said above the shop's name at the foot; by default, how a shopper reaches the shop. */
  footnote?: ReactNode;
}

export function EmailFrame({ preview, heading, children, footnote }: EmailFrameProps) {
  const site = siteUrl();
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#fdfbf6', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', border: '1px solid #e1e9dc', maxWidth: '560px', padding: '28px 32px' }}>
          <Text style={{ ...styles.small, color: MOSS, fontWeight: 700 }}>{SHOP_NAME}</Text>
          <Heading as="h1" style={{ color: INK, fontSize: '22px', lineHeight: '28px', margin: '12px 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e1e9dc', margin: '28px 0 16px' }} />
          <Section>
            <Text style={styles.small}>
              {footnote ?? (
                <>
                  Questions? Reply to this e-mail or write to <Link href={mailtoLink(contactEmail())} style={styles.link}>{contactEmail()}</Link>.
                </>
              )}
            </Text>
            <Text style={styles.small}>
              {SHOP_NAME}: {SHOP_TAGLINE}. <Link href={site} style={styles.link}>{site}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** One line of text per entry, for an address: a break between lines and no empty paragraph. */
export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Text style={styles.text}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}
