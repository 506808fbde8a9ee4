/**
 * The first steps of the content pipeline (content/README.md), on a file's text: split off the
 * front matter, check it against the kind of file's schema, and fill in {{placeholders}}. Reading
 * the text from disk is lib/content/seed/read.ts's job; rendering the body is ./markdown.ts's.
 */
import matter from 'gray-matter';
import type { z } from '@/lib/zod';
import { ContentError } from './errors';
import { validateFrontMatter } from './front-matter';
import { fillPlaceholders, type ContentValues } from './placeholders';

export interface ContentFile<Data> {
  /** From the repository root, e.g. 'content/legal/terms.md': what every message names. */
  file: string;
  /** The file's name without '.md': a story's or adventure's slug. */
  name: string;
  data: Data;
  /** The Markdown after the front matter, placeholders filled. */
  body: string;
}

// gray-matter would run a `---js` front matter block as code; content is data, so only YAML (and JSON) are read.
const MATTER_OPTIONS = {
  engines: {
    javascript: () => {
      throw new Error('front matter must be YAML');
    },
  },
};

function baseName(file: string): string {
  return (file.split('/').at(-1) ?? file).replace(/\.md$/, '');
}

/**
 * A content file's text, checked. With `values`, {{name}} placeholders in the front matter and
 * body are filled from them; without, the text is taken as written.
 */
export function parseContent<Schema extends z.ZodType>(file: string, source: string, schema: Schema, values?: ContentValues): ContentFile<z.output<Schema>> {
  let parsed: { data: unknown; content: string };
  try {
    // Passing options also keeps gray-matter from caching: its cache hands back one shared object.
    parsed = matter(source, MATTER_OPTIONS);
  } catch (error) {
    throw new ContentError(file, `front matter cannot be parsed: ${(error as Error).message}`);
  }
  return {
    file,
    name: baseName(file),
    data: validateFrontMatter(parsed.data, schema, file, values),
    body: values ? fillPlaceholders(parsed.content, values, file) : parsed.content,
  };
}
