import { headElements, pageParts, reactProps, sameMarkupFiles } from './same-markup-page';

const PAGE = [
  '<!DOCTYPE html><html lang="en-GB" class="a_variable b_variable"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="preload" href="/_next/static/media/body.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.webp&amp;w=828&amp;q=75 828w" imageSizes="100vw"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<meta name="next-size-adjust" content=""/><title>Tartan &amp; oak | Highland Home</title>',
  '<meta property="og:title" content="Tartan &amp; oak"/><link rel="canonical" href="http://127.0.0.1:3000/"/>',
  '<noscript><style>.until-scripts-run{display:none}</style></noscript></head>',
  '<body class="flex min-h-screen flex-col"><header>Highland Home</header><main><h1>Tartan</h1></main>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

describe('reactProps', () => {
  it("gives a start tag's attributes under React's names, decoded", () => {
    expect(reactProps('<link rel="preload" as="image" fetchPriority="high" imagesrcset="/a?w=1&amp;q=2 1w" crossorigin="" data-precedence="next"/>')).toEqual({
      rel: 'preload',
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: '/a?w=1&q=2 1w',
      crossOrigin: '',
      'data-precedence': 'next',
    });
    expect(reactProps('<html lang="en-GB" class="a b">')).toEqual({ lang: 'en-GB', className: 'a b' });
  });
});

describe('headElements', () => {
  it('keeps the links, metas and title React hoists, and leaves out scripts, Next\'s own metas and noscript', () => {
    const head = /<head>([\s\S]*)<\/head>/.exec(PAGE)![1]!;
    expect(headElements(head)).toEqual([
      ['preload', { href: '/_next/static/media/body.woff2', as: 'font', crossOrigin: '', type: 'font/woff2' }],
      [
        'preload',
        {
          href: '/_next/image?url=%2Fa.webp&w=640&q=75',
          as: 'image',
          fetchPriority: 'high',
          imageSrcSet: '/_next/image?url=%2Fa.webp&w=640&q=75 640w, /_next/image?url=%2Fa.webp&w=828&q=75 828w',
          imageSizes: '100vw',
        },
      ],
      ['link', { rel: 'stylesheet', href: '/_next/static/chunks/site.css', precedence: 'default' }],
      ['title', {}, 'Tartan & oak | Highland Home'],
      ['meta', { property: 'og:title', content: 'Tartan & oak' }],
      ['link', { rel: 'canonical', href: 'http://127.0.0.1:3000/' }],
    ]);
  });
});

describe('pageParts', () => {
  it("splits a page into its html and body attributes, its head and its body's markup without scripts", () => {
    const parts = pageParts(PAGE);
    expect(parts.html).toEqual({ lang: 'en-GB', className: 'a_variable b_variable' });
    expect(parts.body).toEqual({ className: 'flex min-h-screen flex-col' });
    expect(parts.markup).toBe('<header>Highland Home</header><main><h1>Tartan</h1></main>');
  });

  it('refuses a document without a head or body', () => {
    expect(() => pageParts('<p>Not a page</p>')).toThrow('no <html>, <head> or <body>');
  });
});

describe('sameMarkupFiles', () => {
  it("gives the empty app the shop's root attributes, an asset prefix and a page per markup", () => {
    const files = sameMarkupFiles([PAGE, PAGE.replace('<h1>Tartan</h1>', '<h1>Oak</h1>')]);
    expect(files['next.config.mjs']).toContain("assetPrefix: '/next-floor'");
    expect(files['app/layout.js']).toContain('{"lang":"en-GB","className":"a_variable b_variable"}');
    expect(files['app/same-markup/0/page.js']).toContain(JSON.stringify('<header>Highland Home</header><main><h1>Tartan</h1></main>'));
    expect(files['app/same-markup/1/page.js']).toContain('<h1>Oak</h1>');
    expect(files['app/same-markup/0/page.js']).toContain('preload(href, options)');
    expect(files['app/same-markup/0/page.js']).not.toContain('self.__next_f');
  });

  it('refuses pages whose root elements differ, which one layout cannot copy', () => {
    expect(() => sameMarkupFiles([PAGE, PAGE.replace('lang="en-GB"', 'lang="gd"')])).toThrow('differ in their <html> or <body>');
  });
});
