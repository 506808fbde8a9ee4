/**
 * Which generated pictures are out of date. A picture is redrawn when its file is missing or when
 * what it was drawn from has changed since: the generator's code (data/artwork) or the picture's own
 * recipe (spec, seed, size). What each file was drawn from is kept in a manifest beside the output,
 * so `npm start` on an existing install redraws exactly the pictures a change affects, and an install
 * from before the manifest existed redraws them all once.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eachLimited } from '@/data/artwork/render';

export const MANIFEST_NAME = '.fingerprints.json';

/** A digest of the generator's source: every non-test module in `dir`, by name and content. */
export async function generatorFingerprint(dir = path.join('data', 'artwork')): Promise<string> {
  const hash = createHash('sha256');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
  for (const name of names) {
    hash.update(name);
    hash.update(await readFile(path.join(dir, name)));
  }
  return hash.digest('hex');
}

/** What one picture is drawn from: the generator and the picture's recipe. */
export const pictureKey = (generator: string, recipe: unknown): string =>
  createHash('sha256').update(generator).update(JSON.stringify(recipe)).digest('hex');

export interface PictureJob {
  file: string;
  key: string;
  draw: () => Promise<void>;
}

export type Tally = { written: number; skipped: number };

type Manifest = Record<string, string>;

async function readManifest(file: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Manifest) : {};
  } catch {
    // Missing or unreadable: every picture counts as stale, which is always safe.
    return {};
  }
}

const exists = (file: string): Promise<boolean> => access(file).then(() => true, () => false);

/**
 * Draws each job whose file is missing or whose key differs from the manifest's (all of them when
 * forced), at most `concurrency` at once, and records the keys drawn. The manifest is written even
 * when a drawing fails, so the pictures already drawn are not drawn again next time.
 */
export async function drawPictures(jobs: readonly PictureJob[], manifestFile: string, options: { force?: boolean; concurrency?: number } = {}): Promise<Tally> {
  const manifest = await readManifest(manifestFile);
  const tally: Tally = { written: 0, skipped: 0 };
  try {
    await eachLimited(jobs, options.concurrency ?? 2, async (job) => {
      if (!options.force && manifest[job.file] === job.key && (await exists(job.file))) {
        tally.skipped++;
        return;
      }
      await job.draw();
      manifest[job.file] = job.key;
      tally.written++;
    });
  } finally {
    await mkdir(path.dirname(manifestFile), { recursive: true });
    await writeFile(manifestFile, `${JSON.stringify(manifest, Object.keys(manifest).sort(), 2)}\n`);
  }
  return tally;
}
