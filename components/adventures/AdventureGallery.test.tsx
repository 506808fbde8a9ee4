import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdventureGallery } from './AdventureGallery';

const images = [
  { url: '/images/generated/adventures/storr-1.webp', alt: 'Rock pinnacles above a loch' },
  { url: '/images/generated/adventures/storr-2.webp', alt: 'The hills around Trotternish' },
  { url: '/images/generated/adventures/storr-3.webp', alt: 'The Old Man of Storr: another view' },
];

describe('AdventureGallery', () => {
  it('shows every picture with its alt text and a caption', () => {
    render(<AdventureGallery images={images} title="The Old Man of Storr" />);
    for (const image of images) {
      expect(screen.getByRole('img', { name: image.alt })).toBeInTheDocument();
      expect(screen.getByText(image.alt, { selector: 'figcaption' })).toBeInTheDocument();
    }
  });

  it('enlarges a picture in a dialog and steps through the others', async () => {
    const user = userEvent.setup();
    render(<AdventureGallery images={images} title="The Old Man of Storr" />);
    await user.click(screen.getByRole('button', { name: 'Enlarge picture 2 of 3: The hills around Trotternish' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Old Man of Storr: picture 2 of 3' });
    expect(within(dialog).getByRole('img', { name: 'The hills around Trotternish' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Next picture/ }));
    expect(screen.getByRole('dialog', { name: 'The Old Man of Storr: picture 3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'The Old Man of Storr: picture 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there are no pictures', () => {
    render(<AdventureGallery images={[]} title="Somewhere" />);
    expect(screen.getByText('No pictures of this adventure yet.')).toBeInTheDocument();
  });
});
