import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders the light formatting content uses', () => {
    expect(renderMarkdown('## Heading\n\nSome **bold** and *italic*.\n\n> Quoted\n\n1. One\n2. Two')).toBe(
      '<h2>Heading</h2>\n<p>Some <strong>bold</strong> and <em>italic</em>.</p>\n<blockquote>\n<p>Quoted</p>\n</blockquote>\n<ol>\n<li>One</li>\n<li>Two</li>\n</ol>\n',
    );
  });

  it('shows raw HTML as text rather than passing it through', () => {
    expect(renderMarkdown('<script>alert(1)</script> <b onclick="x()">hi</b>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b onclick="x()"&gt;hi&lt;/b&gt;</p>\n');
  });

  it('holds links and everything else to the shop’s rich-text allow-list', () => {
    expect(renderMarkdown('[bad](javascript:alert(1)) [good](https://example.org) ![picture](/x.png)')).toBe(
      '<p>[bad](javascript:alert(1)) <a href="https://example.org" rel="noopener noreferrer nofollow">good</a> </p>\n',
    );
  });
});
