import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_NAME, drawPictures, generatorFingerprint, pictureKey, type PictureJob } from './artwork-freshness';

describe('drawPictures', () => {
  let dir: string;
  let manifest: string;
  let drawn: string[];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'artwork-freshness-'));
    manifest = path.join(dir, MANIFEST_NAME);
    drawn = [];
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A picture drawn from `recipe` by generator `generator`; drawing writes the file and notes its name. */
  const job = (name: string, recipe: unknown, generator = 'generator-1'): PictureJob => {
    const file = path.join(dir, `${name}.webp`);
    return {
      file,
      key: pictureKey(generator, recipe),
      draw: async () => {
        drawn.push(name);
        await writeFile(file, JSON.stringify(recipe));
      },
    };
  };

  it('draws missing pictures, then leaves them alone while nothing changes', async () => {
    const jobs = [job('apron', { shape: 'apron' }), job('mug', { shape: 'mug' })];
    expect(await drawPictures(jobs, manifest)).toEqual({ written: 2, skipped: 0 });
    expect(await drawPictures(jobs, manifest)).toEqual({ written: 0, skipped: 2 });
    expect(drawn).toEqual(['apron', 'mug']);
  });

  it('redraws a picture whose recipe changed, and only that one', async () => {
    await drawPictures([job('shirt', { shape: 't-shirt' }), job('mug', { shape: 'mug' })], manifest);
    drawn = [];
    expect(await drawPictures([job('shirt', { shape: 'flannel-shirt' }), job('mug', { shape: 'mug' })], manifest)).toEqual({ written: 1, skipped: 1 });
    expect(drawn).toEqual(['shirt']);
    expect(await readFile(path.join(dir, 'shirt.webp'), 'utf8')).toContain('flannel-shirt');
  });

  it('redraws every picture when the generator changed', async () => {
    await drawPictures([job('apron', { shape: 'apron' }), job('mug', { shape: 'mug' })], manifest);
    drawn = [];
    expect(await drawPictures([job('apron', { shape: 'apron' }, 'generator-2'), job('mug', { shape: 'mug' }, 'generator-2')], manifest)).toEqual({ written: 2, skipped: 0 });
    expect(drawn).toEqual(['apron', 'mug']);
  });

  it('redraws pictures an install made before there was a manifest', async () => {
    // Files as an earlier generator left them: present, but nothing says what they were drawn from.
    await writeFile(path.join(dir, 'apron.webp'), 'old picture');
    expect(await drawPictures([job('apron', { shape: 'apron' })], manifest)).toEqual({ written: 1, skipped: 0 });
    expect(await readFile(path.join(dir, 'apron.webp'), 'utf8')).not.toBe('old picture');
  });

  it('redraws a picture whose file has gone, and everything when forced', async () => {
    const jobs = [job('apron', { shape: 'apron' }), job('mug', { shape: 'mug' })];
    await drawPictures(jobs, manifest);
    await unlink(path.join(dir, 'mug.webp'));
    expect(await drawPictures(jobs, manifest)).toEqual({ written: 1, skipped: 1 });
    expect(await drawPictures(jobs, manifest, { force: true })).toEqual({ written: 2, skipped: 0 });
  });

  it('keeps what was drawn before a drawing failed, and retries the rest next time', async () => {
    const failing: PictureJob = { ...job('mug', { shape: 'mug' }), draw: () => Promise.reject(new Error('rasteriser crashed')) };
    await expect(drawPictures([job('apron', { shape: 'apron' }), failing], manifest, { concurrency: 1 })).rejects.toThrow('rasteriser crashed');
    drawn = [];
    expect(await drawPictures([job('apron', { shape: 'apron' }), job('mug', { shape: 'mug' })], manifest)).toEqual({ written: 1, skipped: 1 });
    expect(drawn).toEqual(['mug']);
  });

  it('treats an unreadable manifest as no manifest', async () => {
    await drawPictures([job('apron', { shape: 'apron' })], manifest);
    await writeFile(manifest, 'not json');
    expect(await drawPictures([job('apron', { shape: 'apron' })], manifest)).toEqual({ written: 1, skipped: 0 });
  });
});

describe('generatorFingerprint', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'generator-'));
    await writeFile(path.join(dir, 'shapes.ts'), 'export const a = 1;');
    await writeFile(path.join(dir, 'shapes.test.ts'), 'it("a", () => {});');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('changes when the drawing code changes, not when its tests do', async () => {
    const before = await generatorFingerprint(dir);
    await writeFile(path.join(dir, 'shapes.test.ts'), 'it("b", () => {});');
    expect(await generatorFingerprint(dir)).toBe(before);
    await writeFile(path.join(dir, 'shapes.ts'), 'export const a = 2;');
    expect(await generatorFingerprint(dir)).not.toBe(before);
  });

  it('changes when a module is added', async () => {
    const before = await generatorFingerprint(dir);
    await writeFile(path.join(dir, 'night.ts'), 'export const stars = 1;');
    expect(await generatorFingerprint(dir)).not.toBe(before);
  });

  it('reads the real generator', async () => {
    expect(await generatorFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});
