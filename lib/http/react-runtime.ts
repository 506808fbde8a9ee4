/**
 * React's streaming runtime as this install's react-dom server builds write it, for the page
 * policy to recognise (lib/domain/inline-scripts.ts). Read from Next's vendored copies, which are
 * the ones its server renders with; a Next upgrade brings its own and needs no change here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRuntimeDefinitions } from '@/lib/domain/inline-scripts';

const SERVER_BUILD = /^react-dom-server\.[a-z]+\.production\.js$/;

export function loadReactRuntime(root = process.cwd()): string[] {
  const compiled = path.join(/* turbopackIgnore: true */ root, 'node_modules', 'next', 'dist', 'compiled');
  const sources: string[] = [];
  for (const copy of ['react-dom', 'react-dom-experimental']) {
    const folder = path.join(compiled, copy, 'cjs');
    let files: string[];
    try {
      files = readdirSync(folder).filter((file) => SERVER_BUILD.test(file));
    } catch {
      continue;
    }
    for (const file of files) sources.push(readFileSync(path.join(folder, file), 'utf8'));
  }
  return reactRuntimeDefinitions(sources.join('\n'));
}
