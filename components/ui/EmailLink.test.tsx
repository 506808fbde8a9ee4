import { render, screen } from '@testing-library/react';
import { EmailLink } from './EmailLink';

describe('EmailLink', () => {
  it('links the address, read and copied whole', () => {
    render(<EmailLink address="hello@highland-home.example" className="font-semibold" />);
    // jsdom's accessible names put a space between the pieces; browsers do not (e2e/page-layout.spec.ts).
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'mailto:hello@highland-home.example');
    expect(link).toHaveTextContent(/^hello@highland-home\.example$/);
    expect(link).toHaveClass('inline-block', 'font-semibold');
  });

  it('lets a line break only after the @ and before a dot, never inside a name or at its hyphen', () => {
    render(<EmailLink address="hello@highland-home.example" />);
    const link = screen.getByRole('link');
    expect(link.querySelectorAll('wbr')).toHaveLength(2);
    const pieces = [...link.querySelectorAll('span')];
    expect(pieces.map((piece) => piece.textContent)).toEqual(['hello@', 'highland-home', '.example']);
    for (const piece of pieces) expect(piece).toHaveClass('whitespace-nowrap');
  });
});
