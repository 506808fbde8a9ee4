import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PictureViewer } from './PictureViewer';

const pictures = [
  { url: '/images/generated/products/oak-board-1.webp', alt: 'Oak board' },
  { url: '/images/generated/products/oak-board-2.webp', alt: 'Oak board, engraved with a thistle' },
  { url: '/images/generated/products/oak-board-3.webp', alt: 'Oak board, styled at home' },
];

function open(overrides: Partial<Parameters<typeof PictureViewer>[0]> = {}) {
  const onIndex = jest.fn();
  const props = { name: 'Oak Board', pictures, width: 800, height: 800, index: 1, onIndex, onClose: jest.fn(), ...overrides };
  render(<PictureViewer {...props} />);
  return { dialog: screen.getByRole('dialog', { name: `Oak Board: picture ${props.index + 1} of ${props.pictures.length}` }), onIndex };
}

describe('PictureViewer', () => {
  it('shows the open picture with its caption, the whole file asked for at any screen density', () => {
    const { dialog } = open();
    const picture = within(dialog).getByRole('img', { name: 'Oak board, engraved with a thistle' });
    // One copy, the file's own width (the optimizer's nearest size at or above it): never a smaller one stretched.
    expect(picture).toHaveAttribute('src', '/_next/image?url=%2Fimages%2Fgenerated%2Fproducts%2Foak-board-2.webp&w=828&q=85');
    expect(picture).toHaveAttribute('srcset', '/_next/image?url=%2Fimages%2Fgenerated%2Fproducts%2Foak-board-2.webp&w=828&q=85 1x');
    expect(picture).not.toHaveAttribute('sizes');
    expect(picture).toHaveAttribute('width', '800');
    expect(picture).toHaveAttribute('height', '800');
    expect(within(dialog).getByText('Oak board, engraved with a thistle', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('sizes the picture, caption and buttons together from the files’ own size (app/globals.css .viewer-picture)', () => {
    const { dialog } = open({ width: 1200, height: 675 });
    const figure = dialog.querySelector('figure')!;
    expect(figure).toHaveClass('viewer-picture');
    expect(figure.style.getPropertyValue('--picture-width')).toBe('1200');
    expect(figure.style.getPropertyValue('--picture-height')).toBe('675');
    expect(within(figure).getByRole('img')).toHaveAttribute('src', expect.stringContaining('&w=1200&'));
    expect(within(figure).getByRole('button', { name: /Previous picture/ })).toBeInTheDocument();
  });

  it('steps through the pictures with its buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    const { dialog, onIndex } = open();
    await user.click(within(dialog).getByRole('button', { name: /Next picture/ }));
    expect(onIndex).toHaveBeenLastCalledWith(2);
    await user.click(within(dialog).getByRole('button', { name: /Previous picture/ }));
    expect(onIndex).toHaveBeenLastCalledWith(0);
    await user.keyboard('{End}');
    expect(onIndex).toHaveBeenLastCalledWith(2);
  });

  it('has no Previous and Next for a single picture', () => {
    const { dialog } = open({ pictures: pictures.slice(0, 1), index: 0 });
    expect(dialog).toHaveAccessibleName('Oak Board: picture 1 of 1');
    expect(within(dialog).queryByRole('button', { name: /picture/ })).not.toBeInTheDocument();
  });
});
