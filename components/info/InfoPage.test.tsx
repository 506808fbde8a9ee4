import { render, screen, within } from '@testing-library/react';
import { LegalPage } from '@/components/legal/LegalPage';
import { FAQ_ENTRIES } from '@/lib/content/faq';
import { FaqList } from './FaqList';
import { InfoPage } from './InfoPage';

const sections = [
  { id: 'one', title: 'First things', body: <p>One</p> },
  { id: 'two', title: 'Second things', body: <p>Two</p> },
];

describe('InfoPage', () => {
  it('has one main heading, a breadcrumb and a labelled section per entry', () => {
    render(<InfoPage title="Shipping Information" crumb="Shipping" path="/shipping" eyebrow="Customer care" intro="Hello" sections={sections} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Shipping')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Second things' })).toHaveAttribute('id', 'two');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('lists the sections it shows when asked, each linking its anchor', () => {
    render(<InfoPage title="Long" path="/long" eyebrow="x" intro="y" sections={sections} contents />);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First things', '#one'],
      ['Second things', '#two'],
    ]);
  });

  it('emits breadcrumb structured data naming the page', () => {
    const { container } = render(<InfoPage title="Size Guide" path="/size-guide" eyebrow="x" intro="y" />);
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Size Guide']);
  });
});

describe('LegalPage', () => {
  it('is dated 2 August 2025, machine-readably too', () => {
    render(<LegalPage title="Privacy Policy" path="/privacy" intro="x" sections={sections} />);
    const date = screen.getByText('2 August 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-08-02');
    expect(date.parentElement).toHaveTextContent('Last updated: 2 August 2025');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });
});

describe('FaqList', () => {
  it('renders every question as a closed disclosure whose answer is in the page', () => {
    const { container } = render(<FaqList entries={FAQ_ENTRIES} />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(FAQ_ENTRIES.length);
    details.forEach((disclosure) => expect(disclosure).not.toHaveAttribute('open'));
    expect(container.querySelectorAll('summary')[0]).toHaveTextContent(FAQ_ENTRIES[0]!.question);
    expect(container).toHaveTextContent(FAQ_ENTRIES[0]!.answer);
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
    expect(container.querySelector(`#${FAQ_ENTRIES[2]!.id}`)).not.toBeNull();
  });
});
