import { contentBlocks, documentSections, splitAtHeadings } from './sections';

const FILE = 'content/example.md';

describe('splitAtHeadings', () => {
  it('splits at headings of one level, keeping anchors and the text before the first', () => {
    const { lead, sections } = splitAtHeadings('Lead.\n\n## First {#one}\n\nA\n\n### Inner\n\nB\n\n## Second\n\nC', 2, FILE);
    expect(lead).toBe('Lead.');
    expect(sections).toEqual([
      { title: 'First', anchor: 'one', markdown: 'A\n\n### Inner\n\nB' },
      { title: 'Second', markdown: 'C' },
    ]);
  });

  it('refuses an anchor that is not kebab-case', () => {
    expect(() => splitAtHeadings('## Title {#Not Kebab}', 2, FILE)).toThrow('content/example.md: heading "Title": anchor {#Not Kebab} must be kebab-case');
  });
});

describe('contentBlocks', () => {
  it('renders prose, sets callouts apart and marks where the page fills a slot', () => {
    expect(contentBlocks('Intro.\n\n::: callout\n### Note\n\n- one\n:::\n\n{{> table}}\n\nAfter.', FILE)).toEqual([
      { kind: 'html', html: '<p>Intro.</p>' },
      { kind: 'callout', html: '<h3>Note</h3>\n<ul>\n<li>one</li>\n</ul>' },
      { kind: 'slot', name: 'table' },
      { kind: 'html', html: '<p>After.</p>' },
    ]);
  });

  it('refuses an unclosed callout and a block it does not know', () => {
    expect(() => contentBlocks('::: callout\nText', FILE)).toThrow('content/example.md: a "::: callout" is never closed');
    expect(() => contentBlocks('::: warning\nText\n:::', FILE)).toThrow('content/example.md: "::: warning": the only block is "::: callout"');
  });
});

describe('documentSections', () => {
  it('gives each section its anchor, title and blocks', () => {
    expect(documentSections('## Orders {#orders}\n\nText with a [link](/contact).\n\n{{> table}}', FILE, ['table'])).toEqual([
      {
        id: 'orders',
        title: 'Orders',
        blocks: [
          { kind: 'html', html: '<p>Text with a <a href="/contact">link</a>.</p>' },
          { kind: 'slot', name: 'table' },
        ],
      },
    ]);
  });

  it('refuses loose text, a missing or repeated anchor, and slots that are unknown, missing or repeated', () => {
    expect(() => documentSections('Loose.\n\n## A {#a}\n\nText', FILE)).toThrow('text before the first "## " heading');
    expect(() => documentSections('## A\n\nText', FILE)).toThrow('heading "A" needs an anchor');
    expect(() => documentSections('## A {#a}\n\nOne\n\n## B {#a}\n\nTwo', FILE)).toThrow('anchor {#a} is used twice');
    expect(() => documentSections('## A {#a}\n\n{{> tabel}}', FILE, ['table'])).toThrow('{{> tabel}} is not something this page can show; it can show {{> table}}');
    expect(() => documentSections('## A {#a}\n\nText', FILE, ['table'])).toThrow('{{> table}} must appear exactly once (found 0)');
  });
});
