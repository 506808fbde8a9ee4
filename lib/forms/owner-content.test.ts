import { adventureCreateSchema, adventurePatchSchema, MAX_BODY_CHARACTERS, storyCreateSchema, storyPatchSchema } from './owner-content';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a story', () => {
  it('needs a title, an excerpt and a body; the rest may be left out', () => {
    expect(storyCreateSchema.safeParse({ title: ' Drovers ', excerpt: 'Cattle.', body: '## Road\n\nWords.' }).data).toEqual({ title: 'Drovers', excerpt: 'Cattle.', body: '## Road\n\nWords.' });
    expect(messages(storyCreateSchema.safeParse({}))).toEqual(expect.arrayContaining([expect.stringMatching(/^title/), expect.stringMatching(/^excerpt/), expect.stringMatching(/^body/)]));
  });

  it('refuses fields it does not have, a bad slug, a blank body and an overlong one', () => {
    const base = { title: 'T', excerpt: 'E', body: 'B' };
    expect(storyCreateSchema.safeParse({ ...base, colour: 'red' }).success).toBe(false);
    expect(messages(storyCreateSchema.safeParse({ ...base, slug: 'Glen Coe' }))[0]).toMatch(/^slug: slug must be lower-case/);
    expect(messages(storyCreateSchema.safeParse({ ...base, body: '   ' }))[0]).toMatch(/^body: body must not be empty/);
    expect(storyCreateSchema.safeParse({ ...base, body: 'x'.repeat(MAX_BODY_CHARACTERS + 1) }).success).toBe(false);
  });

  it('lower-cases keywords and refuses the same one twice', () => {
    expect(storyCreateSchema.parse({ title: 'T', excerpt: 'E', body: 'B', keywords: ['Tartan', 'Weaving'] }).keywords).toEqual(['tartan', 'weaving']);
    expect(storyCreateSchema.safeParse({ title: 'T', excerpt: 'E', body: 'B', keywords: ['a', 'a'] }).success).toBe(false);
  });

  it('takes any one field as a change, but not nothing', () => {
    expect(storyPatchSchema.parse({ published: false })).toEqual({ published: false });
    expect(messages(storyPatchSchema.safeParse({}))[0]).toMatch(/Nothing to change/);
  });
});

describe('an adventure', () => {
  const walk = { title: 'Lost Valley', description: 'A hidden glen.', body: 'Words.', location: 'Glencoe', region: 'Highlands', difficulty: 'moderate', duration: '3 hours' };

  it('needs its facts; distance, activities and coordinates are optional', () => {
    expect(adventureCreateSchema.safeParse(walk).success).toBe(true);
    expect(adventureCreateSchema.parse({ ...walk, distance: 'About 4 km' }).distance).toBe('About 4 km');
    expect(messages(adventureCreateSchema.safeParse({ ...walk, region: 'Atlantis' }))[0]).toMatch(/^region: region must be one of Highlands/);
    expect(messages(adventureCreateSchema.safeParse({ ...walk, difficulty: 'brutal' }))[0]).toMatch(/^difficulty/);
  });

  it('takes both coordinates or neither', () => {
    expect(adventureCreateSchema.safeParse({ ...walk, latitude: 56.6, longitude: -5.0 }).success).toBe(true);
    expect(adventureCreateSchema.safeParse({ ...walk, latitude: 56.6 }).success).toBe(false);
    expect(adventurePatchSchema.safeParse({ latitude: null, longitude: null }).success).toBe(true);
    expect(adventurePatchSchema.safeParse({ latitude: null, longitude: 3 }).success).toBe(false);
    expect(adventurePatchSchema.safeParse({ latitude: 91, longitude: 3 }).success).toBe(false);
  });

  it('lets the distance be cleared', () => {
    expect(adventurePatchSchema.parse({ distance: '' })).toEqual({ distance: '' });
  });
});
