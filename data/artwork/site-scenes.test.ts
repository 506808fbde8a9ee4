import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateSiteScenes } from '@/scripts/generate-artwork';
import { composeSceneSvg } from './compose';
import { SCENE_IMAGE_DIR, SITE_SCENE_LIST, SITE_SCENES, type SiteScene } from './site-scenes';

describe('SITE_SCENES', () => {
  it('serves every scene from the generated folder under its own name', () => {
    const names = SITE_SCENE_LIST.map((scene) => scene.name);
    expect(new Set(names).size).toBe(names.length);
    for (const scene of SITE_SCENE_LIST) {
      expect(scene.src).toBe(`/${path.posix.relative('public', SCENE_IMAGE_DIR)}/${scene.name}.webp`);
      expect(scene.alt.length).toBeGreaterThan(20);
      expect(scene.scene).toMatchObject({ width: scene.width, height: scene.height, seed: scene.name });
    }
  });

  it('draws the hero large enough for a full-width banner', () => {
    expect(SITE_SCENES.homeHero.width).toBeGreaterThanOrEqual(1600);
    expect(SITE_SCENES.homeHero.width / SITE_SCENES.homeHero.height).toBeCloseTo(16 / 9, 2);
  });

  it('composes each scene at its own size', () => {
    for (const scene of SITE_SCENE_LIST) {
      const svg = composeSceneSvg(scene.scene);
      expect(svg).toContain(`width="${scene.width}"`);
      expect(svg).toContain(`height="${scene.height}"`);
    }
  });
});

describe('generateSiteScenes', () => {
  let dir: string;
  // Tiny versions of two real scenes: the same drawing code, a fraction of the work.
  const tiny: SiteScene[] = [SITE_SCENES.homeHero, SITE_SCENES.stories].map((scene) => ({
    ...scene,
    width: 64,
    height: 36,
    scene: { ...scene.scene, width: 64, height: 36 },
  }));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-scenes-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes missing scenes as WebP at their size, then leaves them alone while the generator is unchanged', async () => {
    expect(await generateSiteScenes(tiny, dir)).toEqual({ written: 2, skipped: 0 });
    expect((await readdir(dir)).filter((name) => name.endsWith('.webp')).sort()).toEqual(['home-hero.webp', 'stories.webp']);
    const meta = await sharp(path.join(dir, 'home-hero.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 36 });

    const before = await stat(path.join(dir, 'stories.webp'));
    expect(await generateSiteScenes(tiny, dir)).toEqual({ written: 0, skipped: 2 });
    expect((await stat(path.join(dir, 'stories.webp'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('redraws existing scenes when forced', async () => {
    await generateSiteScenes(tiny, dir);
    expect(await generateSiteScenes(tiny, dir, { force: true })).toEqual({ written: 2, skipped: 0 });
  });
});
