/**
 * The owner's stories and adventures (docs/adr/0032): created, edited, published and taken down
 * through the back office's API, with the storefront's reads following; a rename leaves the old slug
 * redirecting; Markdown is sanitised on the way in; junk is a 4xx, never a 5xx. This file owns the
 * stories and adventures it creates (slugs starting "owner-test") and touches no seeded one.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { GET as listStories, POST as createStory } from '@/app/api/admin/stories/route';
import { GET as getStory, PATCH as patchStory } from '@/app/api/admin/stories/[slug]/route';
import { GET as listAdventures, POST as createAdventure } from '@/app/api/admin/adventures/route';
import { GET as getAdventure, PATCH as patchAdventure } from '@/app/api/admin/adventures/[slug]/route';
import { POST as preview } from '@/app/api/admin/preview/route';
import { POST as signIn } from '@/app/api/admin/session/route';
import { GET as publicArticles } from '@/app/api/articles/route';
import { GET as publicArticle } from '@/app/api/articles/[slug]/route';
import { GET as publicAdventures } from '@/app/api/adventures/route';
import { GET as publicAdventure } from '@/app/api/adventures/[id]/route';
import { addOwner } from '@/lib/admin/owners';
import { tagExpiredAt } from '@/lib/cache/expire-tags';
import { contentStore } from '@/lib/content/store';
import type { ApiAdventure, ApiArticle, OwnerApiAdventure, OwnerApiStory } from '@/lib/content/store/api-shape';
import { seedAdventures } from '@/lib/content/seed/adventures';
import { seedArticles } from '@/lib/content/seed/articles';
import { getDb } from '@/lib/db/client';
import { fillSeedMarkdown } from '@/lib/db/seed-content';
import { adventures, articles, auditLog, slugRedirects } from '@/lib/db/schema';
import { CONTENT_TAG } from '@/lib/domain/cache-tags';
import { apiRequest, params } from '../support/api';
import { Shopper } from '../support/shopper';

const OWNER = { email: 'ailsa@highland-home.example', password: 'bracken and birch 7' };
type ErrorBody = { error: { code: string; message: string } };

let peer = 0;
async function signedInOwner(): Promise<Shopper> {
  const owner = new Shopper();
  const reply = await owner.call(signIn, '/api/admin/session', { method: 'POST', body: OWNER, headers: { 'x-highland-peer': `10.9.0.${++peer}` } });
  expect(reply.status).toBe(200);
  return owner;
}

let owner: Shopper;
beforeAll(async () => {
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  owner = await signedInOwner();
});

const STORY_BODY = '## A glen remembered\n\nThe drovers came down from the hills in autumn, **hundreds** of cattle before them.\n\n- oatmeal\n- a plaid';

const newStory = (body: Record<string, unknown>) => owner.call<OwnerApiStory & ErrorBody>(createStory, '/api/admin/stories', { method: 'POST', body });
const editStory = (slug: string, body: unknown) => owner.call<OwnerApiStory & ErrorBody>(patchStory, `/api/admin/stories/${slug}`, { method: 'PATCH', body, context: params({ slug }) });
const publicStory = (slug: string) => new Shopper().call<ApiArticle & ErrorBody>(publicArticle, `/api/articles/${slug}`, { context: params({ slug }) });
const publicStorySlugs = async () => (await new Shopper().call<ApiArticle[]>(publicArticles, '/api/articles')).body.map((article) => article.slug);

const ADVENTURE = {
  title: 'Owner test: the Drovers’ Road',
  description: 'An old drove road over the hill from the glen to the market town, on a grassy track with wide views.',
  body: '## The route\n\nFollow the track past the ruined shieling.',
  location: 'Glen Drover, Perthshire',
  region: 'Highlands',
  difficulty: 'moderate',
  duration: '3-4 hours',
  distance: 'About 9 km (5.6 miles)',
  activityTypes: ['Hiking', 'Historical'],
  latitude: 56.7,
  longitude: -3.9,
  published: true,
};
const newAdventure = (body: Record<string, unknown>) => owner.call<OwnerApiAdventure & ErrorBody>(createAdventure, '/api/admin/adventures', { method: 'POST', body });
const editAdventure = (slug: string, body: unknown) =>
  owner.call<OwnerApiAdventure & ErrorBody>(patchAdventure, `/api/admin/adventures/${slug}`, { method: 'PATCH', body, context: params({ slug }) });

describe('stories', () => {
  it('creates a draft from { title, excerpt, body, published }: 201 with a slug made from the title, rendered, audited', async () => {
    const startedAt = Date.now();
    const reply = await newStory({ title: 'Owner test: Gàidhlig & the Drovers’ Road', excerpt: 'How the cattle came south.', body: STORY_BODY, published: false });
    expect(reply.status).toBe(201);
    expect(reply.body.slug).toBe('owner-test-gaidhlig-the-drovers-road');
    expect(reply.body.published).toBe(false);
    expect(reply.body.body).toBe(STORY_BODY);
    expect(reply.body.content).toContain('<h2>A glen remembered</h2>');
    expect(reply.body.content).toContain('<strong>hundreds</strong>');
    expect(reply.body.readTime).toBe(1);
    expect(tagExpiredAt(CONTENT_TAG)).toBeGreaterThanOrEqual(startedAt);

    // A draft is nowhere in the shop.
    expect((await publicStory(reply.body.slug)).status).toBe(404);
    expect(await publicStorySlugs()).not.toContain(reply.body.slug);
    // The owner sees it, and the same title again gets a slug of its own.
    const listed = await owner.call<OwnerApiStory[]>(listStories, '/api/admin/stories');
    expect(listed.body.find((story) => story.slug === reply.body.slug)?.published).toBe(false);
    const again = await newStory({ title: 'Owner test: Gàidhlig & the Drovers’ Road', excerpt: 'Twice.', body: 'Again.' });
    expect(again.body.slug).toBe('owner-test-gaidhlig-the-drovers-road-2');

    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'story.create'), eq(auditLog.entityId, String(reply.body.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ ownerEmail: OWNER.email, entity: 'story', before: null });
    expect(entry!.after).toMatchObject({ slug: reply.body.slug, published: false, body: STORY_BODY });
  });

  it('publishes and takes down: the storefront list, page and API follow, and every page showing stories is refreshed', async () => {
    const { body: story } = await newStory({ title: 'Owner test published', excerpt: 'Out and back.', body: STORY_BODY, published: false });
    const startedAt = Date.now();
    const published = await editStory(story.slug, { published: true });
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    expect(tagExpiredAt(CONTENT_TAG)).toBeGreaterThanOrEqual(startedAt);
    expect((await publicStory(story.slug)).body.title).toBe('Owner test published');
    expect(await publicStorySlugs()).toContain(story.slug);

    const down = await editStory(story.slug, { published: false });
    expect(down.body.published).toBe(false);
    expect((await publicStory(story.slug)).status).toBe(404);
    expect(await publicStorySlugs()).not.toContain(story.slug);
    expect(await contentStore().getArticle(story.slug)).toBeNull();

    // Publishing alone is not a revision of the words; the audit keeps only what changed.
    expect(down.body.modifiedAt).toBe(story.modifiedAt);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'story.update'), eq(auditLog.entityId, String(story.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('renames: the old slug redirects to the new one, every earlier slug too, and a taken slug is a 409', async () => {
    const { body: story } = await newStory({ title: 'Owner test first name', excerpt: 'Renamed twice.', body: STORY_BODY, published: true });
    const renamed = await editStory(story.slug, { slug: 'owner-test-second-name', title: 'Owner test second name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe('owner-test-second-name');
    expect(await contentStore().storyMovedTo('owner-test-first-name')).toBe('owner-test-second-name');
    await editStory('owner-test-second-name', { slug: 'owner-test-third-name' });
    expect(await contentStore().storyMovedTo('owner-test-first-name')).toBe('owner-test-third-name');
    expect(await contentStore().storyMovedTo('owner-test-second-name')).toBe('owner-test-third-name');
    expect(await contentStore().storyMovedTo('owner-test-third-name')).toBeNull();

    // Taking an earlier slug back: it is live again, and no longer redirects.
    await editStory('owner-test-third-name', { slug: 'owner-test-first-name' });
    expect(await contentStore().storyMovedTo('owner-test-first-name')).toBeNull();
    expect(await contentStore().storyMovedTo('owner-test-third-name')).toBe('owner-test-first-name');
    const redirects = await getDb().select().from(slugRedirects).where(and(eq(slugRedirects.kind, 'story'), eq(slugRedirects.targetId, story.id)));
    expect(redirects.map((row) => row.oldSlug).sort()).toEqual(['owner-test-second-name', 'owner-test-third-name']);

    // A taken-down story's old slugs redirect nowhere.
    await editStory('owner-test-first-name', { published: false });
    expect(await contentStore().storyMovedTo('owner-test-third-name')).toBeNull();

    const { body: other } = await newStory({ title: 'Owner test other', excerpt: 'Another.', body: 'Words.' });
    const taken = await editStory(other.slug, { slug: 'owner-test-first-name' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('slug_taken');
    expect(taken.body.error.message).toMatch(/^slug\b/);
    const takenOnCreate = await newStory({ title: 'X', slug: 'owner-test-first-name', excerpt: 'Y', body: 'Z' });
    expect(takenOnCreate.status).toBe(409);
  });

  it('never lets a script, an event handler or a javascript: link through, on a save or in the preview', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '[y](JaVaScRiPt:alert(1))',
      '<a href="javascript:alert(1)">z</a>',
      '[w](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<p onclick="steal()">click</p>',
      '[a shop link](/contact "x\\" onmouseover=\\"alert(1)")',
    ].join('\n\n');
    const { body: story, status } = await newStory({ title: 'Owner test hostile', excerpt: 'Hostile.', body: `Words first.\n\n${hostile}`, published: false });
    expect(status).toBe(201);
    const shown = await owner.call<{ html: string }>(preview, '/api/admin/preview', { method: 'POST', body: { markdown: hostile } });
    expect(shown.status).toBe(200);
    for (const html of [story.content, shown.body.html]) {
      const tags = html.match(/<[^>]*>/g) ?? [];
      expect(new Set(tags.map((tag) => tag.replace(/^<\/?(\w+).*$/s, '$1')))).toEqual(new Set(['p', 'a']));
      const attributes = tags.flatMap((tag) => [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => ({ name, value })));
      expect(attributes.map(({ name }) => name).sort()).toEqual(['href', 'title']);
      expect(attributes.find(({ name }) => name === 'href')?.value).toBe('/contact');
    }
    // What the owner wrote is kept as written, shown as text, never as markup.
    expect(story.body).toContain('<script>alert(1)</script>');
    expect(story.content).toContain('&lt;script&gt;');
  });

  it('refuses junk with a 4xx that names the field, and never answers 5xx', async () => {
    const missing = await newStory({ title: 'Only a title' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/excerpt/);
    expect(missing.body.error.message).toMatch(/body/);
    expect((await newStory({ title: 'T', excerpt: 'E', body: 'B', slug: 'Not A Slug' })).body.error.message).toMatch(/^slug\b/);
    expect((await newStory({ title: 'T', excerpt: 'E', body: 'B', colour: 'red' })).status).toBe(400);
    expect((await newStory({ title: '!!!', excerpt: 'E', body: 'B' })).body.error.message).toMatch(/^slug\b/);
    expect((await editStory('owner-test-nothing-here', { published: true })).status).toBe(404);
    expect((await editStory('Not%20a%20slug', { published: true })).status).toBe(404);

    const { body: story } = await newStory({ title: 'Owner test fuzz target', excerpt: 'E', body: 'B' });
    const junk: unknown[] = [null, [], 'text', 42, {}, { published: 'yes' }, { title: '' }, { body: ' ' }, { keywords: 'one' }, { keywords: ['a', 'a'] }, { title: 'x'.repeat(201) }, { slug: '-' }, { slug: 'a'.repeat(101) }, { featured: null }, { productSlugs: [1] }, { title: '\u0000' }, { body: 'ok', nested: { deep: [[[[]]]] } }];
    for (let i = 0; i < 40; i++) {
      const bytes = Array.from({ length: 1 + ((i * 7) % 23) }, (_, j) => String.fromCharCode(((i + 1) * (j + 3) * 31) % 0x2fff)).join('');
      junk.push({ [bytes]: bytes }, { title: bytes, slug: bytes }, { excerpt: bytes, published: bytes });
    }
    for (const body of junk) {
      const reply = await editStory(story.slug, body);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    for (const raw of ['{', '{"title":', '\u0000', '[]', '"', 'null']) {
      const request = apiRequest(`/api/admin/stories/${story.slug}`, { method: 'PATCH', rawBody: raw, headers: { cookie: owner.cookie!, 'content-type': 'application/json' } });
      const response = await patchStory(request, params({ slug: story.slug }));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('answers 401 without an owner, and refuses a cross-site write', async () => {
    const stranger = new Shopper();
    expect((await stranger.call(listStories, '/api/admin/stories')).status).toBe(401);
    expect((await stranger.call(createStory, '/api/admin/stories', { method: 'POST', body: { title: 'T', excerpt: 'E', body: 'B' } })).status).toBe(401);
    expect((await stranger.call(preview, '/api/admin/preview', { method: 'POST', body: { markdown: 'x' } })).status).toBe(401);
    const crossSite = await createStory(apiRequest('/api/admin/stories', { method: 'POST', body: { title: 'T', excerpt: 'E', body: 'B' }, headers: { origin: 'https://evil.example', cookie: owner.cookie! } }), params({}));
    expect(crossSite.status).toBe(403);
  });

  it('reads one story for the editor, published or not, with its Markdown', async () => {
    const { body: story } = await newStory({ title: 'Owner test read back', excerpt: 'E', body: STORY_BODY });
    const reply = await owner.call<OwnerApiStory>(getStory, `/api/admin/stories/${story.slug}`, { context: params({ slug: story.slug }) });
    expect(reply.body).toMatchObject({ slug: story.slug, body: STORY_BODY, published: false });
  });
});

describe('the seed', () => {
  it('gives rows seeded before Markdown was kept the files’ Markdown, and never touches what an owner wrote', async () => {
    const [first, second] = seedArticles;
    const guide = seedAdventures.find((item) => item.distance)!;
    await getDb().update(articles).set({ bodyMarkdown: '' }).where(eq(articles.slug, first!.slug));
    await getDb().update(articles).set({ bodyMarkdown: 'The owner’s own words.' }).where(eq(articles.slug, second!.slug));
    await getDb().update(adventures).set({ contentMarkdown: '', distance: '' }).where(eq(adventures.slug, guide.slug));
    expect(await fillSeedMarkdown(getDb())).toBe(2);
    const body = async (slug: string) => (await getDb().select().from(articles).where(eq(articles.slug, slug)))[0]!.bodyMarkdown;
    expect(await body(first!.slug)).toBe(first!.bodyMarkdown);
    expect(await body(second!.slug)).toBe('The owner’s own words.');
    const [row] = await getDb().select().from(adventures).where(eq(adventures.slug, guide.slug));
    expect(row).toMatchObject({ contentMarkdown: guide.contentMarkdown, distance: guide.distance });
    expect(await fillSeedMarkdown(getDb())).toBe(0);
    await getDb().update(articles).set({ bodyMarkdown: second!.bodyMarkdown }).where(eq(articles.slug, second!.slug));
  });
});

describe('adventures', () => {
  it('creates one, published, with its distance; the storefront shows it by slug and id', async () => {
    const reply = await newAdventure(ADVENTURE);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ slug: 'owner-test-the-drovers-road', distance: 'About 9 km (5.6 miles)', region: 'Highlands', published: true, body: ADVENTURE.body });
    const shown = await new Shopper().call<ApiAdventure>(publicAdventure, `/api/adventures/${reply.body.slug}`, { context: params({ id: reply.body.slug }) });
    expect(shown.body.distance).toBe('About 9 km (5.6 miles)');
    const byId = await new Shopper().call<ApiAdventure>(publicAdventure, `/api/adventures/${reply.body.id}`, { context: params({ id: String(reply.body.id) }) });
    expect(byId.status).toBe(200);
  });

  it('edits the distance, takes it down and brings it back; a rename redirects', async () => {
    const { body: adventure } = await newAdventure({ ...ADVENTURE, title: 'Owner test hill road', slug: 'owner-test-hill-road' });
    expect((await editAdventure(adventure.slug, { distance: 'About 12 km (7.5 miles)' })).body.distance).toBe('About 12 km (7.5 miles)');

    await editAdventure(adventure.slug, { published: false });
    const slugs = async () => (await new Shopper().call<ApiAdventure[]>(publicAdventures, '/api/adventures')).body.map((item) => item.slug);
    expect(await slugs()).not.toContain(adventure.slug);
    expect((await new Shopper().call(publicAdventure, `/api/adventures/${adventure.id}`, { context: params({ id: String(adventure.id) }) })).status).toBe(404);
    await editAdventure(adventure.slug, { published: true });
    expect(await slugs()).toContain(adventure.slug);

    await editAdventure(adventure.slug, { slug: 'owner-test-hill-road-renamed' });
    expect(await contentStore().adventureMovedTo('owner-test-hill-road')).toBe('owner-test-hill-road-renamed');
    const read = await owner.call<OwnerApiAdventure>(getAdventure, '/api/admin/adventures/owner-test-hill-road-renamed', { context: params({ slug: 'owner-test-hill-road-renamed' }) });
    expect(read.body.distance).toBe('About 12 km (7.5 miles)');
  });

  it('names the missing required fields, refuses a lone coordinate, and lists every adventure for the owner', async () => {
    const missing = await newAdventure({ title: 'Owner test incomplete' });
    expect(missing.status).toBe(400);
    for (const field of ['description', 'body', 'location', 'region', 'difficulty', 'duration']) expect(missing.body.error.message).toContain(field);
    expect((await newAdventure({ ...ADVENTURE, title: 'Owner test bad region', region: 'Atlantis' })).body.error.message).toMatch(/^region\b/);
    expect((await newAdventure({ ...ADVENTURE, title: 'Owner test lone pin', longitude: undefined })).body.error.message).toMatch(/latitude and longitude/);
    const { body: pinless } = await newAdventure({ ...ADVENTURE, title: 'Owner test no pin', latitude: null, longitude: null });
    expect(pinless.latitude).toBeNull();
    const listed = await owner.call<OwnerApiAdventure[]>(listAdventures, '/api/admin/adventures');
    expect(listed.body.some((item) => item.slug === pinless.slug)).toBe(true);
  });
});

afterAll(async () => {
  // Leaves the storefront's lists as the seed made them, for whatever runs after on this database.
  await getDb().update(articles).set({ published: false }).where(like(articles.slug, 'owner-test%'));
  await getDb().update(adventures).set({ published: false }).where(like(adventures.slug, 'owner-test%'));
});
