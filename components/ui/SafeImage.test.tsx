import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PLACEHOLDER_IMAGE, SafeImage } from './SafeImage';

describe('SafeImage', () => {
  it('pulses while loading, then falls back to the placeholder, then to text', () => {
    render(<SafeImage src="/images/missing.webp" alt="Oak board" width={100} height={100} />);
    const image = screen.getByRole('img', { name: 'Oak board' });
    expect(image).toHaveClass('picture-loading');

    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: 'Oak board' });
    expect(fallback.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);

    fireEvent.error(fallback);
    const text = screen.getByRole('img', { name: 'Oak board' });
    expect(text.tagName).toBe('DIV');
    expect(text).toHaveTextContent('Oak board');
  });

  it('never pulses a picture fetched first (the largest paint), even before it loads', () => {
    render(<SafeImage src="/images/hero.webp" alt="Glen at dawn" fill sizes="100vw" preload />);
    expect(screen.getByRole('img', { name: 'Glen at dawn' })).not.toHaveClass('picture-loading');
  });

  it('stops pulsing once the picture has loaded', async () => {
    render(<SafeImage src="/images/oak.webp" alt="Oak board" width={100} height={100} />);
    const image = screen.getByRole('img', { name: 'Oak board' });
    fireEvent.load(image);
    // next/image reports the load after the picture decodes, a tick later.
    await waitFor(() => expect(image).not.toHaveClass('picture-loading'));
  });
});

describe('SafeImage before hydration', () => {
  it('stops pulsing for a picture that had loaded before React attached its events', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
    try {
      render(<SafeImage src="/images/oak.webp" alt="Oak board" width={100} height={100} />);
      expect(screen.getByRole('img', { name: 'Oak board' })).not.toHaveClass('picture-loading');
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
    }
  });

  it('asks for the picture at the widths the layout needs, from the optimizer', () => {
    render(<SafeImage src="/images/oak.webp" alt="Oak board" fill sizes="50vw" preload />);
    const image = screen.getByRole('img', { name: 'Oak board' });
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fimages%2Foak.webp&w=640&q=75 640w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
