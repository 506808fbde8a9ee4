/**
 * Next's own floor for a page's scripts (docs/adr/0038, finding 6): the page's markup exactly as the
 * shop sent it, served as a page of an otherwise empty Next app. Its head's links, metas and title
 * and its body's markup without scripts are rendered by one server component (the body as one
 * `dangerouslySetInnerHTML`, so nothing of it hydrates but its wrapper), under a root layout with the
 * shop's own `<html>` and `<body>` attributes. So the browser gets the same document, stylesheet,
 * fonts and pictures as the shop's page, and the scripts every App Router page loads (React, Next's
 * router, the flight payload of its markup), and none of the shop's own.
 *
 * Its LCP against the page's markup without scripts is what Next's scripts alone cost that page: the
 * least any Next page with that markup can show against the markup floor.
 *
 * The app is built with an asset prefix, so that one nginx in front can send its scripts to it and
 * every other file (the stylesheet, fonts, pictures) to the shop.
 */
import { withoutScripts } from './markup';

export const SAME_MARKUP_PATH = '/same-markup';
export const SAME_MARKUP_ASSETS = '/next-floor';

type Props = Record<string, string>;
/**
 * An element of the page's head as React creates it: its tag, its props and, for a title, its text;
 * or a preload, made by react-dom's preload() from its address and options.
 */
type HeadElement = [tag: 'link' | 'meta' | 'title' | 'preload', props: Props, text?: string];

const REACT_NAMES: Record<string, string> = {
  class: 'className',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  referrerpolicy: 'referrerPolicy',
  hreflang: 'hrefLang',
};

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** A start tag's attributes, under React's names for them. */
export function reactProps(startTag: string): Props {
  const props: Props = {};
  const attributes = startTag.replace(/^<[a-z]+/i, '').replace(/\/?>$/, '');
  for (const [, name, value] of attributes.matchAll(/([^\s="'/>]+)(?:="([^"]*)")?/g)) {
    const lower = name!.toLowerCase();
    props[REACT_NAMES[lower] ?? (lower.startsWith('data-') || lower.startsWith('aria-') ? lower : name!)] = decode(value ?? '');
  }
  return props;
}

/**
 * The head's elements React would hoist there again: links (a stylesheet with a precedence, so React
 * keeps it render-blocking in the head), metas and the title. Next writes the charset, viewport and
 * its own metas itself; scripts, their preloads and `<noscript>` (scripts run here) are left out.
 */
export function headElements(head: string): HeadElement[] {
  const elements: HeadElement[] = [];
  const kept = withoutScripts(head).replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
  for (const [tag, name, title] of kept.matchAll(/<(link|meta)\b[^>]*>|<title>([\s\S]*?)<\/title>/gi)) {
    if (title !== undefined) {
      elements.push(['title', {}, decode(title)]);
      continue;
    }
    const props = reactProps(tag);
    if (name === 'meta' && ('charSet' in props || props.name === 'viewport' || props.name === 'next-size-adjust')) continue;
    // React hoists a preload only through preload(): a <link> of one with no href (a picture's, by its
    // srcset) it would drop.
    if (name === 'link' && props.rel === 'preload') {
      const { href, ...options } = props;
      delete options.rel;
      elements.push(['preload', { href: href ?? props.imageSrcSet?.split(/\s/)[0] ?? '', ...options }]);
      continue;
    }
    if (name === 'link' && props.rel === 'stylesheet') {
      delete props['data-precedence'];
      props.precedence = 'default';
    }
    elements.push([name as 'link' | 'meta', props]);
  }
  return elements;
}

/** A page's parts: its `<html>` and `<body>` attributes, its head's elements and its body's markup without scripts. */
export function pageParts(html: string) {
  const start = (tag: string) => new RegExp(`<${tag}\\b[^>]*>`, 'i').exec(html)?.[0];
  const htmlTag = start('html');
  const bodyTag = start('body');
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1];
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1];
  if (!htmlTag || !bodyTag || head === undefined || body === undefined) throw new Error('The page has no <html>, <head> or <body> to copy.');
  return { html: reactProps(htmlTag), body: reactProps(bodyTag), head: headElements(head), markup: withoutScripts(body) };
}

/**
 * The files of the empty Next app that serve each page's markup at `/same-markup/<n>`. Every page
 * shares one root layout, so their `<html>` and `<body>` must match (the shop's all come from its
 * root layout).
 */
export function sameMarkupFiles(pages: readonly string[]): Record<string, string> {
  const parts = pages.map(pageParts);
  const [first] = parts;
  if (!first) throw new Error('Next\'s same-markup page needs at least one page.');
  for (const part of parts) {
    if (JSON.stringify([part.html, part.body]) !== JSON.stringify([first.html, first.body])) {
      throw new Error('The pages differ in their <html> or <body> attributes, which one root layout cannot copy.');
    }
  }
  const files: Record<string, string> = {
    'next.config.mjs': `export default { poweredByHeader: false, assetPrefix: '${SAME_MARKUP_ASSETS}' };\n`,
    'app/layout.js': `const html = ${JSON.stringify(first.html)};\nconst body = ${JSON.stringify(first.body)};\nexport default function Layout({ children }) { return <html {...html}><body {...body}>{children}</body></html>; }\n`,
  };
  parts.forEach((part, index) => {
    files[`app${SAME_MARKUP_PATH}/${index}/page.js`] = [
      "import { createElement } from 'react';",
      "import { preload } from 'react-dom';",
      `const head = ${JSON.stringify(part.head.filter(([tag]) => tag !== 'preload'))};`,
      `const preloads = ${JSON.stringify(part.head.filter(([tag]) => tag === 'preload').map(([, { href, ...options }]) => [href, options]))};`,
      `const markup = ${JSON.stringify(part.markup)};`,
      'export default function Page() {',
      '  for (const [href, options] of preloads) preload(href, options);',
      // display: contents keeps the body's own layout (a flex column) reaching the page's header, main and footer.
      "  return <>{head.map(([tag, props, text], index) => createElement(tag, { ...props, key: index }, text))}<div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} /></>;",
      '}',
      '',
    ].join('\n');
  });
  return files;
}
