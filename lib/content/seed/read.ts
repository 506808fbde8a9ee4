/**
 * Reading content/ from disk: the one module of the content pipeline that touches files
 * (content/README.md). It lives with the seed because the seed reads the stories and adventures
 * through it, and the seed's layer may not reach up into lib's services (docs/adr/0018); the pages'
 * loaders in lib/content read through it too. Paths are relative to the repository root, the working
 * directory of the shop, its build, its seed and its tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '@/lib/content/markdown/errors';
import { renderMarkdown } from '@/lib/content/markdown/markdown';
import { parseContent, type ContentFile } from '@/lib/content/markdown/parse';
import type { ContentValues } from '@/lib/content/markdown/placeholders';
import type { z } from '@/lib/zod';

export const CONTENT_DIR = 'content';

/**
 * Where a repository path is on disk. Pages read their content while Next renders them at build
 * time; the comment keeps Turbopack from tracing the whole project into each of those pages, as in
 * lib/http/react-runtime.ts.
 */
function onDisk(file: string): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), file);
}

function readSource(file: string): string {
  try {
    return readFileSync(onDisk(file), 'utf8');
  } catch (error) {
    throw new ContentError(file, `cannot be read (${(error as Error).message})`);
  }
}

/** Reads one Markdown file and checks its front matter (lib/content/markdown/parse.ts). */
export function readContentFile<Schema extends z.ZodType>(file: string, schema: Schema, values?: ContentValues): ContentFile<z.output<Schema>> {
  return parseContent(file, readSource(file), schema, values);
}

/** The Markdown files directly in `folder` (e.g. 'content/stories'), in file-name order. */
export function contentFilesIn(folder: string): string[] {
  return readdirSync(onDisk(folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `${folder}/${entry.name}`)
    .sort();
}

/** Every Markdown file under content/ except its README, for the test that loads them all. */
export function allContentFiles(folder = CONTENT_DIR): string[] {
  return readdirSync(onDisk(folder), { withFileTypes: true })
    .flatMap((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return allContentFiles(file);
      return entry.isFile() && entry.name.endsWith('.md') && file !== `${CONTENT_DIR}/README.md` ? [file] : [];
    })
    .sort();
}

/**
 * A story or an adventure: its front matter, its body as written and its body rendered. The
 * Markdown is kept because the database holds it once seeded, and the owner edits it from there
 * (docs/adr/0032). Its slug must match its file's name, because the slug is its address and the
 * file is how an editor finds it.
 */
export function readSluggedPiece<Schema extends z.ZodType<{ slug: string }>>(file: string, schema: Schema): { data: z.output<Schema>; markdown: string; html: string } {
  const { name, data, body } = readContentFile(file, schema);
  if (data.slug !== name) throw new ContentError(file, `front matter field "slug": "${data.slug}" must match the file name (${name}.md)`);
  const markdown = body.trim();
  return { data, markdown, html: renderMarkdown(markdown).trim() };
}
