/**
 * The conventions that give a Markdown body its structure (content/README.md): `## Title {#anchor}`
 * starts a section, `::: callout` ... `:::` sets a passage apart in a box, and a line holding only
 * `{{> name}}` marks where the page puts something it builds from data, such as a table.
 */
import { ContentError } from './errors';
import { renderMarkdown } from './markdown';

export interface MarkdownSection {
  title: string;
  /** The `{#anchor}` after the heading, if it has one. */
  anchor?: string;
  /** The section's Markdown, without its heading. */
  markdown: string;
}

/** Prose and callouts carry their HTML rendered and sanitised; a slot carries only its name. */
export type ContentBlock =
  | { kind: 'html'; html: string }
  | { kind: 'callout'; html: string }
  | { kind: 'slot'; name: string };

export interface ContentSection {
  /** The section's anchor: pages link to /terms#orders, so it is written down, not made from the title. */
  id: string;
  title: string;
  blocks: ContentBlock[];
}

const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLOT = /^\{\{>\s*([a-z0-9-]+)\s*\}\}$/;
const FENCE = /^:::\s*(\S*)\s*$/;

/**
 * Splits `markdown` at its headings of `level` (2 for `##`, 3 for `###`). Whatever comes before
 * the first heading is the `lead`.
 */
export function splitAtHeadings(markdown: string, level: 2 | 3, file: string): { lead: string; sections: MarkdownSection[] } {
  const heading = new RegExp(`^#{${level}}\\s+(.*?)(?:\\s+\\{#([^}]*)\\})?\\s*$`);
  const lead: string[] = [];
  const sections: { title: string; anchor?: string; lines: string[] }[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const match = heading.exec(line);
    if (!match) {
      (sections.at(-1)?.lines ?? lead).push(line);
      continue;
    }
    const [, title = '', anchor] = match;
    if (title === '') throw new ContentError(file, `a ${'#'.repeat(level)} heading has no text`);
    if (anchor !== undefined && !ANCHOR.test(anchor)) throw new ContentError(file, `heading "${title}": anchor {#${anchor}} must be kebab-case`);
    sections.push({ title, ...(anchor === undefined ? {} : { anchor }), lines: [] });
  }
  return {
    lead: lead.join('\n').trim(),
    sections: sections.map(({ lines, ...section }) => ({ ...section, markdown: lines.join('\n').trim() })),
  };
}

/** A section's Markdown as the blocks a page shows: prose, callouts and the slots it fills. */
export function contentBlocks(markdown: string, file: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let prose: string[] = [];
  let callout: string[] | null = null;
  const flushProse = () => {
    const html = renderMarkdown(prose.join('\n')).trim();
    if (html) blocks.push({ kind: 'html', html });
    prose = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const fence = FENCE.exec(line);
    if (callout) {
      if (!fence) callout.push(line);
      else if (fence[1]) throw new ContentError(file, `"::: ${fence[1]}" inside a callout; close the callout with ":::" first`);
      else {
        blocks.push({ kind: 'callout', html: renderMarkdown(callout.join('\n')).trim() });
        callout = null;
      }
      continue;
    }
    const slot = SLOT.exec(line.trim());
    if (fence) {
      if (fence[1] !== 'callout') throw new ContentError(file, `"${line.trim()}": the only block is "::: callout"`);
      flushProse();
      callout = [];
    } else if (slot?.[1]) {
      flushProse();
      blocks.push({ kind: 'slot', name: slot[1] });
    } else {
      prose.push(line);
    }
  }
  if (callout) throw new ContentError(file, 'a "::: callout" is never closed with ":::"');
  flushProse();
  return blocks;
}

/**
 * A page body made only of `## Title {#anchor}` sections, each anchor unique. `slots` names what
 * the page can put in a section; each must be placed exactly once, so a misspelt name fails here
 * rather than leaving a gap on the page.
 */
export function documentSections(markdown: string, file: string, slots: readonly string[] = []): ContentSection[] {
  const { lead, sections } = splitAtHeadings(markdown, 2, file);
  if (lead) throw new ContentError(file, 'text before the first "## " heading; every passage belongs to a section');
  if (sections.length === 0) throw new ContentError(file, 'has no "## " sections');
  const seen = new Set<string>();
  const placed: string[] = [];
  const result = sections.map((section) => {
    if (!section.anchor) throw new ContentError(file, `heading "${section.title}" needs an anchor, e.g. "## ${section.title} {#some-anchor}"`);
    if (seen.has(section.anchor)) throw new ContentError(file, `anchor {#${section.anchor}} is used twice`);
    seen.add(section.anchor);
    const blocks = contentBlocks(section.markdown, file);
    for (const block of blocks) {
      if (block.kind !== 'slot') continue;
      if (!slots.includes(block.name)) throw new ContentError(file, `{{> ${block.name}}} is not something this page can show; it can show ${slots.length ? slots.map((name) => `{{> ${name}}}`).join(', ') : 'nothing'}`);
      placed.push(block.name);
    }
    return { id: section.anchor, title: section.title, blocks };
  });
  for (const name of slots) {
    const count = placed.filter((used) => used === name).length;
    if (count !== 1) throw new ContentError(file, `{{> ${name}}} must appear exactly once (found ${count})`);
  }
  return result;
}
