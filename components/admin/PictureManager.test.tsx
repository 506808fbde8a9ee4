import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NOT_A_PICTURE_MESSAGE } from '@/lib/domain/pictures';
import { PictureManager } from './PictureManager';

// jsdom has no Response: the fields lib/http/client and the upload read are enough.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

const stag = { url: '/pictures/1-aaaaaaaaaaaa.webp', alt: 'A stag on a key ring' };
const box = { url: '/images/products/box.jpg', alt: 'The gift box' };
const ENDPOINT = '/api/admin/products/12/pictures';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function chooseFile(name = 'notes.png') {
  fireEvent.change(screen.getByLabelText('Picture file'), { target: { files: [new File(['just text'], name, { type: 'image/png' })] } });
}

describe('PictureManager', () => {
  it('lists the pictures, the first as the main one', () => {
    render(<PictureManager endpoint={ENDPOINT} initialPictures={[stag, box]} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Main picture')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Make main picture: picture 2' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Make main/ })).toBeNull();
  });

  it('makes a picture the main one with the alt texts as typed, showing what the server keeps', async () => {
    fetchMock.mockReturnValue(answer(200, { pictures: [{ ...box, alt: 'A new box' }, stag] }));
    render(<PictureManager endpoint={ENDPOINT} initialPictures={[stag, box]} />);
    fireEvent.change(screen.getAllByLabelText('Alt text')[1]!, { target: { value: 'A new box' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make main picture: picture 2' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Main picture chosen.'));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(ENDPOINT);
    expect(JSON.parse(init.body)).toEqual({ pictures: [{ ...box, alt: 'A new box' }, stag] });
    expect(within(screen.getAllByRole('listitem')[0]!).getByRole('img')).toHaveAttribute('alt', 'A new box');
  });

  it('asks for alt text before sending anything', () => {
    render(<PictureManager endpoint={ENDPOINT} initialPictures={[]} />);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/alt text is required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads out why the server refused a file', async () => {
    fetchMock.mockReturnValue(answer(415, { error: { code: 'not_a_picture', message: NOT_A_PICTURE_MESSAGE } }));
    render(<PictureManager endpoint={ENDPOINT} initialPictures={[]} />);
    chooseFile();
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'Notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NOT_A_PICTURE_MESSAGE));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(ENDPOINT);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('alt')).toBe('Notes');
  });

  it('removes a picture by its place', async () => {
    fetchMock.mockReturnValue(answer(200, { pictures: [box] }));
    render(<PictureManager endpoint={ENDPOINT} initialPictures={[stag, box]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(`${ENDPOINT}/0`);
    expect(fetchMock.mock.calls[0]![1].method).toBe('DELETE');
  });
});
