/**
 * The shop's frequently asked questions, as data: the FAQ page lists them all (with FAQPage
 * structured data) and the Contact page shows three. Every policy figure comes from ./policies,
 * so an answer can never disagree with the Shipping or Returns page.
 */
import { formatPounds } from './money';
import {
  DAMAGE_REPORT_HOURS,
  INTERNATIONAL_BASE_PENCE,
  INTERNATIONAL_DELIVERY_TIME,
  INTERNATIONAL_DESTINATIONS_TEXT,
  INTERNATIONAL_PER_ITEM_PENCE,
  ORDER_CHANGE_HOURS,
  PROCESSING_TIME_CUSTOM,
  PROCESSING_TIME_PEAK,
  PROCESSING_TIME_STANDARD,
  REFUND_TIME,
  RETURN_LABEL_HOURS,
  RETURN_WINDOW_DAYS,
  UK_DELIVERY_TIME,
} from './policies';

export interface FaqLink {
  href: string;
  label: string;
}

export interface FaqEntry {
  /** Stable anchor: /faq#{id}. */
  id: string;
  question: string;
  /** Plain text, so the same words serve the page and the structured data. */
  answer: string;
  link?: FaqLink;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'delivery-cost',
    question: 'How much does delivery cost?',
    answer: `Delivery within the UK is free on every order, however small. To ${INTERNATIONAL_DESTINATIONS_TEXT} it is ${formatPounds(INTERNATIONAL_BASE_PENCE)} per order plus ${formatPounds(INTERNATIONAL_PER_ITEM_PENCE)} for each item, and checkout shows the exact figure before you pay.`,
    link: { href: '/shipping', label: 'Shipping information' },
  },
  {
    id: 'delivery-time',
    question: 'How long will my order take to arrive?',
    answer: `We pack most orders within ${PROCESSING_TIME_STANDARD} (made-to-order pieces take ${PROCESSING_TIME_CUSTOM}, and ${PROCESSING_TIME_PEAK} in the busy weeks before Christmas). After that, UK delivery takes ${UK_DELIVERY_TIME} and international delivery ${INTERNATIONAL_DELIVERY_TIME}.`,
    link: { href: '/shipping', label: 'Delivery times in full' },
  },
  {
    id: 'tracking',
    question: 'How can I track my order?',
    answer:
      'Pop your order number and the e-mail address you ordered with into our Track Your Order page and you will see where your parcel has got to, from the moment we receive it until it is handed to the carrier.',
    link: { href: '/track', label: 'Track your order' },
  },
  {
    id: 'change-order',
    question: 'Can I change or cancel my order?',
    answer: `Yes, if you catch us within ${ORDER_CHANGE_HOURS} hours of ordering: get in touch with your order number and tell us what you would like to change. After that your order may already be on the workbench, but you can still return it once it arrives.`,
    link: { href: '/contact', label: 'Contact us' },
  },
  {
    id: 'returns',
    question: 'What is your returns policy?',
    answer: `If something is not right, send it back within ${RETURN_WINDOW_DAYS} days of delivery. Ask us for a return label and we will send one within ${RETURN_LABEL_HOURS} hours; your refund is paid ${REFUND_TIME}. Sale and custom items are final unless they are faulty.`,
    link: { href: '/returns', label: 'Returns and exchanges' },
  },
  {
    id: 'damaged',
    question: 'My order arrived damaged. What should I do?',
    answer: `We are so sorry. Please let us know within ${DAMAGE_REPORT_HOURS} hours of delivery, with a photo of the damage and the packaging if you can, and we will send a replacement or a full refund, whichever you prefer, at no cost to you.`,
    link: { href: '/contact', label: 'Report a damaged parcel' },
  },
  {
    id: 'board-care',
    question: 'How do I look after my wooden chopping board?',
    answer:
      'Wash it by hand in warm soapy water, dry it straight away and stand it on its edge to finish drying. Never put it in the dishwasher or leave it to soak. Rub in a little food-safe oil once a month, or whenever it looks thirsty. Our glass boards are the exception: they can go straight in the dishwasher.',
  },
  {
    id: 'sizing',
    question: 'How do I find the right size?',
    answer:
      'Our tees, shirts and sweatshirts are unisex sizes from XS to 3XL. Measure round the fullest part of your chest and compare it with the size guide; if you fall between two sizes, go for the larger one. Most of our aprons are one size with an adjustable neck strap.',
    link: { href: '/size-guide', label: 'Size guide' },
  },
  {
    id: 'payment',
    question: 'Which ways can I pay?',
    answer:
      'All major credit and debit cards, taken securely by our card payment provider; where the provider offers them at checkout you can also use PayPal or Apple Pay. Prices are in pounds sterling (GBP) and include VAT where it applies. We never see or store your full card number.',
  },
  {
    id: 'gifts',
    question: 'Can I send an order as a gift?',
    answer: `Of course. Put the recipient's address as the delivery address at checkout; we never put prices in the parcel. If you would like a handwritten gift message, e-mail it to us with your order number within ${ORDER_CHANGE_HOURS} hours of ordering and we will tuck a card in.`,
    link: { href: '/contact', label: 'Send us your gift message' },
  },
  {
    id: 'made-where',
    question: 'Where are your products made?',
    answer:
      'Our boards are cut and finished in small batches, our tees and aprons are printed in Scotland, and our designs are drawn from the hills, lochs and tartans we grew up with. Each product page tells you what it is made from and how.',
    link: { href: '/about', label: 'Our story' },
  },
];

/** The three questions the Contact page answers before a shopper writes in. */
export const CONTACT_FAQ_IDS = ['delivery-cost', 'tracking', 'returns'] as const;

export function faqEntries(ids: readonly string[]): FaqEntry[] {
  return ids.map((id) => {
    const entry = FAQ_ENTRIES.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`No FAQ entry "${id}"`);
    return entry;
  });
}

export const CONTACT_FAQ: readonly FaqEntry[] = faqEntries(CONTACT_FAQ_IDS);
