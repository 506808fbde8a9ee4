/** A broken content file is refused with a message that names the file and what is wrong in it. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAdventure } from '@/lib/content/seed/adventures';
import { loadStory } from '@/lib/content/seed/articles';
import { readContentFile } from '@/lib/content/seed/read';
import { z } from '@/lib/zod';
import { faqDocument } from './faq';
import { legalDocument } from './legal';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  jest.spyOn(process, 'cwd').mockReturnValue(root);
});

afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

function write(file: string, text: string): string {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  return file;
}

const STORY = `---
title: A Story
slug: a-story
excerpt: A short excerpt.
publishedOn: "2025-03-12"
featured: false
keywords: [one, two]
productSlugs: [a-product]
artwork:
  motif: tartan
  palette: black-watch
  scene: a loom
---

## A heading

A paragraph.
`;

describe('a story with broken front matter', () => {
  it('loads when nothing is wrong', () => {
    const story = loadStory(write('content/stories/a-story.md', STORY));
    expect(story).toMatchObject({ slug: 'a-story', publishedOn: '2025-03-12', artwork: { palette: 'black-watch' } });
    expect(story.bodyHtml).toBe('<h2>A heading</h2>\n<p>A paragraph.</p>');
    expect(story).not.toHaveProperty('modifiedOn');
  });

  it('names the file and the field', () => {
    const file = write('content/stories/a-story.md', STORY.replace('palette: black-watch', 'palette: black-and-white'));
    expect(() => loadStory(file)).toThrow(/^content\/stories\/a-story\.md: front matter field "artwork\.palette": /);
  });

  it('names a missing field, an impossible date and a field no story has', () => {
    const file = write('content/stories/a-story.md', STORY.replace('title: A Story\n', '').replace('2025-03-12', '2025-02-30').replace('featured: false', 'feature: false'));
    let message = '';
    try {
      loadStory(file);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^content\/stories\/a-story\.md: /);
    expect(message).toContain('field "title"');
    expect(message).toContain('field "publishedOn": expected a real date');
    expect(message).toContain('field "featured"');
    expect(message).toContain('field "feature" is not one this kind of file has');
  });

  it('asks for a date in quotes, which YAML would otherwise roll over from 30 February into March', () => {
    const file = write('content/stories/a-story.md', STORY.replace('"2025-03-12"', '2025-02-30'));
    expect(() => loadStory(file)).toThrow('content/stories/a-story.md: front matter field "publishedOn": write the date in quotes');
  });

  it('refuses a slug that is not the file name, and front matter that is not YAML', () => {
    expect(() => loadStory(write('content/stories/another.md', STORY))).toThrow('content/stories/another.md: front matter field "slug"');
    expect(() => loadStory(write('content/stories/a-story.md', STORY.replace('featured: false', 'featured: [oops')))).toThrow(/^content\/stories\/a-story\.md: front matter cannot be parsed/);
    expect(() => loadStory(write('content/stories/a-story.md', STORY.replace('---\ntitle', '---js\ntitle')))).toThrow(/^content\/stories\/a-story\.md: front matter cannot be parsed: front matter must be YAML/);
  });

  it('names the field of an adventure with an unknown region', () => {
    const file = write(
      'content/adventures/a-walk.md',
      `---
title: A Walk
slug: a-walk
description: A walk.
location: Somewhere
region: Atlantis
activityTypes: [Hiking]
difficulty: easy
duration: 2 hours
bestTimeToVisit: Summer
latitude: 56.1
longitude: -4.1
featured: false
whatToBring: [Boots]
seasonalAdvice: Go in summer.
artwork: { motif: loch, palette: loch-blue, scene: a loch }
---

A paragraph.
`,
    );
    expect(() => loadAdventure(file)).toThrow(/^content\/adventures\/a-walk\.md: front matter field "region": /);
  });

  it('says when the file is missing', () => {
    expect(() => readContentFile('content/nothing.md', z.object({}))).toThrow(/^content\/nothing\.md: cannot be read/);
  });
});

const LEGAL = `---
title: Terms of Service
crumb: Terms
description: The terms for shopping with {{shopName}}.
intro: The agreement.
---

## Orders {#orders}

Within {{orderChangeHours}} hours.
`;

describe('a legal page with a mistake in it', () => {
  it('loads when nothing is wrong, with its figures filled in', () => {
    write('content/legal/terms.md', LEGAL);
    const terms = legalDocument('terms');
    expect(terms.description).toBe('The terms for shopping with Highland Home.');
    expect(terms.sections).toEqual([{ id: 'orders', title: 'Orders', blocks: [{ kind: 'html', html: '<p>Within 2 hours.</p>' }] }]);
  });

  it('names the file for a missing field, an unknown placeholder, a heading without an anchor and an unknown slot', () => {
    write('content/legal/terms.md', LEGAL.replace('crumb: Terms\n', ''));
    expect(() => legalDocument('terms')).toThrow('content/legal/terms.md: front matter field "crumb"');
    write('content/legal/terms.md', LEGAL.replace('{{orderChangeHours}}', '{{orderChangeHour}}'));
    expect(() => legalDocument('terms')).toThrow('content/legal/terms.md: unknown placeholder {{orderChangeHour}}');
    write('content/legal/terms.md', LEGAL.replace(' {#orders}', ''));
    expect(() => legalDocument('terms')).toThrow('content/legal/terms.md: heading "Orders" needs an anchor');
    write('content/legal/terms.md', `${LEGAL}\n{{> cookie-table}}\n`);
    expect(() => legalDocument('terms')).toThrow('content/legal/terms.md: {{> cookie-table}} is not something this page can show');
  });
});

describe('an FAQ answer in the wrong shape', () => {
  it('is refused, naming the question', () => {
    const file = write(
      'content/faq.md',
      `---
title: FAQ
crumb: FAQ
eyebrow: Customer care
description: Answers.
intro: Questions.
---

## Questions and answers {#questions}

### Can I pay? {#payment}

Yes, **always**.

## Still have a question? {#more}

Write to us.
`,
    );
    expect(() => faqDocument(file)).toThrow('content/faq.md: question "Can I pay?": the answer is one paragraph of plain text');
  });
});
