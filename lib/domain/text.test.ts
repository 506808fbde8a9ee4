import { cutText, emailAddressPieces, escapeLike, isolatedText, mailtoLink, htmlToText, lowerFirst, readTimeMinutes, shortPaymentId, withoutBidiControls } from './text';

describe('htmlToText', () => {
  it('keeps the words and drops the markup', () => {
    expect(htmlToText('<p>Hand-woven <strong>tartan</strong> &amp; oak.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Hand-woven tartan & oak. One Two',
    );
  });

  it('drops scripts entirely', () => {
    expect(htmlToText('<p>Safe</p><script>alert(1)</script>')).toBe('Safe');
  });
});

describe('cutText', () => {
  it('leaves short text alone', () => expect(cutText('A short line', 100)).toBe('A short line'));

  it('cuts at a word boundary with an ellipsis', () => {
    const cut = cutText('The quick brown fox jumps over the lazy dog', 20);
    expect(cut).toBe('The quick brown fox…');
    expect(cut.length).toBeLessThanOrEqual(21);
  });

  it('cuts inside a very long word when there is no space to cut at', () => {
    expect(cutText('a'.repeat(30), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('shortPaymentId', () => {
  it('cuts a payment id to 20 characters and marks the cut', () => {
    expect(shortPaymentId('pi_test_abcdefghijklmnopqrstuvwxyz')).toBe('pi_test_abcdefghijkl…');
    expect(shortPaymentId('pi_short')).toBe('pi_short');
    expect(shortPaymentId('pi_exactly_20_chars_')).toBe('pi_exactly_20_chars_');
  });
});

describe('readTimeMinutes', () => {
  it('counts the words of the text, not the markup, at 200 a minute, rounding up', () => {
    expect(readTimeMinutes('<p>one two three</p>')).toBe(1);
    expect(readTimeMinutes(`<h2>Title</h2><p>${'word '.repeat(399)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<p>${'word '.repeat(401)}</p>`)).toBe(3);
    expect(readTimeMinutes('')).toBe(1);
  });
});

describe('lowerFirst', () => {
  it('lowers only the first letter, so an acronym keeps its capitals', () => {
    expect(lowerFirst('Free UK shipping on every order')).toBe('free UK shipping on every order');
    expect(lowerFirst('')).toBe('');
  });
});

describe('htmlToText and headings', () => {
  it('ends a heading’s sentence, so an excerpt does not run the heading into the text', () => {
    expect(htmlToText('<h3>Glencoe under snow</h3><p>Early on a January morning.</p>')).toBe('Glencoe under snow. Early on a January morning.');
    expect(htmlToText('<h2>Why tartan?</h2><p>Because.</p>')).toBe('Why tartan? Because.');
    expect(htmlToText('<h3>Care:</h3><p>Wash cold.</p>')).toBe('Care: Wash cold.');
  });
});

describe('emailAddressPieces', () => {
  it('breaks after the @ and before each dot, never at a hyphen or inside a name', () => {
    expect(emailAddressPieces('hello@highland-home.example')).toEqual(['hello@', 'highland-home', '.example']);
    expect(emailAddressPieces('morag.macleod@mail.example.co.uk')).toEqual(['morag', '.macleod@', 'mail', '.example', '.co', '.uk']);
  });

  it('gives the address back whole when joined, and an address without either as one piece', () => {
    const address = 'shop-orders@highland-home.example';
    expect(emailAddressPieces(address).join('')).toBe(address);
    expect(emailAddressPieces('postmaster')).toEqual(['postmaster']);
  });
});

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character match themselves', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('plain words')).toBe('plain words');
  });
});

describe('mailtoLink', () => {
  it('links a plain address as it is, with a subject when asked', () => {
    expect(mailtoLink('ailsa@example.com')).toBe('mailto:ailsa@example.com');
    expect(mailtoLink('ailsa+shop@example.com', 'Re: Engraving & more')).toBe('mailto:ailsa%2Bshop@example.com?subject=Re%3A%20Engraving%20%26%20more');
  });

  it('keeps every character of the address inside the address', () => {
    const link = new URL(mailtoLink('x?cc=attacker%40evil.example&body=hi@example.com', 'Re: Hello'));
    expect([...link.searchParams.entries()]).toEqual([['subject', 'Re: Hello']]);
    expect(decodeURIComponent(link.pathname)).toBe('x?cc=attacker%40evil.example&body=hi@example.com');
  });
});

describe('bidi controls in customer text', () => {
  it('takes out every embedding, override and isolate control, and nothing else', () => {
    expect(withoutBidiControls('Ann\u202E gnp.exe')).toBe('Ann gnp.exe');
    expect(withoutBidiControls('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069x')).toBe('x');
    expect(withoutBidiControls('Séamus Ó Briain, شارع 5, 東京')).toBe('Séamus Ó Briain, شارع 5, 東京');
  });

  it('isolates text for an e-mail, after taking the controls out', () => {
    expect(isolatedText('\u202Eevil')).toBe('\u2068evil\u2069');
  });
});
