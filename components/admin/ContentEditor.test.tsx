import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from '@/components/ui/toast';
import { ADVENTURE_FIELDS, STORY_FIELDS } from './content-field-lists';
import { ContentEditor } from './ContentEditor';

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

// jsdom has no Response: the fields lib/http/client reads are enough.
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
}

function calls(fetchImpl: jest.Mock): { url: string; method: string; body: unknown }[] {
  return fetchImpl.mock.calls.map(([url, init]: [string, RequestInit]) => ({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined }));
}

const STORY = {
  id: 3,
  slug: 'drovers-road',
  title: 'The Drovers’ Road',
  excerpt: 'Cattle came south.',
  body: '## The road\n\nWords.',
  keywords: ['droving', 'cattle'],
  productSlugs: [],
  featured: false,
  published: true,
  modifiedAt: '2026-11-01T09:00:00.000Z',
};

beforeEach(() => jest.clearAllMocks());

describe('ContentEditor', () => {
  it('labels every field, and axe finds nothing wrong', async () => {
    const { container } = render(<ContentEditor fields={ADVENTURE_FIELDS} record={null} endpoint="/api/admin/adventures" officePath="/admin/adventures" what="adventure" />);
    for (const label of ['Title (required)', 'Slug', 'Guide (required)', 'Region (required)', 'Difficulty (required)', 'Distance', 'Latitude', 'Hiking', 'Published in the shop']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('makes a new story with what was filled in, and goes to its page', async () => {
    const fetchImpl = jest.fn(() => answer(201, { slug: 'the-drovers-road' }));
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ContentEditor fields={STORY_FIELDS} record={null} endpoint="/api/admin/stories" officePath="/admin/stories" what="story" />);
    fireEvent.change(screen.getByLabelText('Title (required)'), { target: { value: 'The Drovers’ Road' } });
    fireEvent.change(screen.getByLabelText('Excerpt (required)'), { target: { value: 'Cattle came south.' } });
    fireEvent.change(screen.getByLabelText('Body (required)'), { target: { value: 'Words.' } });
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'droving, cattle ,' } });
    fireEvent.click(screen.getByLabelText('Published in the shop'));
    fireEvent.click(screen.getByRole('button', { name: 'Make the story' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/stories/the-drovers-road'));
    expect(calls(fetchImpl)[0]).toEqual({
      url: '/api/admin/stories',
      method: 'POST',
      body: { title: 'The Drovers’ Road', excerpt: 'Cattle came south.', body: 'Words.', keywords: ['droving', 'cattle'], featured: false, published: true },
    });
  });

  it('sends only what changed, and shows the API’s refusal under the field it names', async () => {
    const fetchImpl = jest.fn(() => answer(409, { error: { code: 'slug_taken', message: 'slug: "glen" is already the address of another story. Choose another.' } }));
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ContentEditor fields={STORY_FIELDS} record={STORY} endpoint="/api/admin/stories" officePath="/admin/stories" what="story" />);
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'glen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(calls(fetchImpl)[0]).toEqual({ url: '/api/admin/stories/drovers-road', method: 'PATCH', body: { slug: 'glen' } });
    expect(screen.getByText('"glen" is already the address of another story. Choose another.')).toBeInTheDocument();
    expect(slug.getAttribute('aria-describedby')).toContain(`${slug.id}-error`);
    expect(toast.error).toHaveBeenCalled();
  });

  it('previews the body through the server’s renderer, and shows only what it answers', async () => {
    const fetchImpl = jest.fn(() => answer(200, { html: '<h2>The road</h2><p>Words.</p>' }));
    global.fetch = fetchImpl as unknown as typeof fetch;
    render(<ContentEditor fields={STORY_FIELDS} record={STORY} endpoint="/api/admin/stories" officePath="/admin/stories" what="story" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the preview' }));
    expect(await screen.findByRole('heading', { name: 'The road' })).toBeInTheDocument();
    expect(calls(fetchImpl)[0]).toEqual({ url: '/api/admin/preview', method: 'POST', body: { markdown: STORY.body } });
    fireEvent.change(screen.getByLabelText('Body (required)'), { target: { value: 'Other words.' } });
    expect(screen.getByText('The text has changed since this preview.')).toBeInTheDocument();
    await act(async () => {});
  });
});
