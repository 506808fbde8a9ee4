import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting and lists', () => {
    const html = '<h3>Care</h3><p>Wash <strong>cold</strong>, <em>line dry</em>.</p><ul><li>Cotton</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, handlers and javascript: links', () => {
    const html = '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('keeps the shop’s own links plain, and code', () => {
    expect(sanitizeRichText('<p>Write to us from <a href="/contact" rel="nofollow">the contact page</a>: <code>hh_consent</code></p>')).toBe(
      '<p>Write to us from <a href="/contact">the contact page</a>: <code>hh_consent</code></p>',
    );
    // A protocol-relative address goes to another host: it loses its href, and keeps the marking.
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });

  it('keeps links out of the shop and marks them', () => {
    expect(sanitizeRichText('<a href="https://example.org/care" target="_blank">care guide</a>')).toBe(
      '<a href="https://example.org/care" rel="noopener noreferrer nofollow">care guide</a>',
    );
  });
});
