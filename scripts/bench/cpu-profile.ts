/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file): where the sampled time went,
 * by function, self time (the function's own code) and inclusive time (it and what it called, each
 * function counted once per sample however deep it recurs), and self time by the file it is in. For
 * bench:checkout's profile of the shop (README, "Benchmarks"). The production build's server code is
 * bundled and minified: frames in a bundle with a source map beside it (.next/server/chunks/*.js.map)
 * are named by the source they came from (lib/mail/outbox.ts:48, node_modules/pg), not the chunk.
 *
 *   npx tsx scripts/bench/cpu-profile.ts <file.cpuprofile> [--top 25] [--match <text>] [--from <s>] [--to <s>]
 *
 * --from and --to keep the samples of that window, in seconds from the profile's start (the
 * server's start, with its module loading, is not what a request costs); the busiest seconds are
 * listed first, to find the window by.
 * --match keeps only the samples whose stack has a frame whose name or source contains <text>
 * (a route's bundle, say `create-order`), so one call's share can be read on its own. Frames after
 * an await lose their caller, so a route's share read this way is a lower bound.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The file part of a frame's URL, shortened to what tells files apart: a package, a bundle, a Node module. */
function place(url: string): string {
  if (!url) return '(native or V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `node_modules/${pkg[1]}`;
  const built = /\.next\/(.*)$/.exec(url);
  if (built) return `.next/${built[1]}`;
  return url.replace(/^file:\/\//, '');
}

const maps = new Map<string, { map: SourceMap; dir: string } | null>();

function sourceMapOf(url: string): { map: SourceMap; dir: string } | null {
  if (!maps.has(url)) {
    let found: { map: SourceMap; dir: string } | null = null;
    try {
      const file = `${url.startsWith('file://') ? fileURLToPath(url) : url}.map`;
      if (existsSync(file)) found = { map: new SourceMap(JSON.parse(readFileSync(file, 'utf8'))), dir: path.dirname(file) };
    } catch {
      // No usable map: the frame keeps its bundle's name.
    }
    maps.set(url, found);
  }
  return maps.get(url)!;
}

/** The frame's own source (a bundle's frames through its source map), as "name  place:line". */
function frameName(frame: CallFrame): string {
  const found = frame.url ? sourceMapOf(frame.url) : null;
  // findEntry answers {} where the map has nothing for the position.
  const origin = found?.map.findEntry(frame.lineNumber, frame.columnNumber) as Partial<SourceMapping> | undefined;
  if (found && origin?.originalSource && origin.originalLine !== undefined) {
    const source = decodeURIComponent(origin.originalSource);
    // A map's sources are relative to the map itself, unless they name a scheme (webpack://next/...).
    const file = source.includes('://') ? source : path.relative(process.cwd(), path.resolve(found.dir, source));
    return `${frame.functionName || '(anonymous)'}  ${place(file)}:${origin.originalLine + 1}`;
  }
  return `${frame.functionName || '(anonymous)'}  ${place(frame.url)}${frame.url ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
}

/** The file part of frameName, for self time by file. */
const fileOf = (frame: CallFrame) => frameName(frame).split('  ')[1]!.replace(/:\d+(:\d+)?$/, '');

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const top = Number(option('--top') ?? 25);
  const match = option('--match');
  const from = Number(option('--from') ?? 0) * 1e6;
  const to = Number(option('--to') ?? Infinity) * 1e6;
  const [file] = args;
  if (!file) throw new Error('Usage: tsx scripts/bench/cpu-profile.ts <file.cpuprofile> [--top 25] [--match <text>]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stackOf = (id: number): ProfileNode[] => {
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) stack.push(byId.get(at)!);
    return stack;
  };

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const selfByPlace = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);
  const idleId = profile.nodes.find((node) => node.callFrame.functionName === '(idle)')?.id;
  const busyBySecond: number[] = [];
  let total = 0;
  let kept = 0;
  let at = 0;
  for (const [index, id] of profile.samples.entries()) {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (id !== idleId) busyBySecond[Math.floor(at / 1e6)] = (busyBySecond[Math.floor(at / 1e6)] ?? 0) + micros;
    if (at < from || at > to) continue;
    total += micros;
    const stack = stackOf(id);
    if (match && !stack.some((node) => frameName(node.callFrame).includes(match))) continue;
    kept += micros;
    const leaf = stack[0]!.callFrame;
    add(self, frameName(leaf), micros);
    add(selfByPlace, fileOf(leaf), micros);
    for (const name of new Set(stack.map((node) => frameName(node.callFrame)))) add(inclusive, name, micros);
  }

  const busy = kept - (self.get(frameName({ functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 })) ?? 0);
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${(micros / 1000).toFixed(0).padStart(8)} ms  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  console.log(`Busy share of each second from the start: ${busyBySecond.map((micros) => ((micros ?? 0) / 1e4).toFixed(0)).join(' ')}`);
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled${to < Infinity || from > 0 ? ` from ${from / 1e6} s to ${Math.min(to, at) / 1e6} s` : ''}${match ? `, ${(kept / 1e6).toFixed(1)} s of it with "${match}" on the stack` : ''}; ${(busy / 1e6).toFixed(1)} s not idle (the 100% below).`);
  print('Self time by function:', self);
  print('Inclusive time by function:', inclusive);
  print('Self time by file:', selfByPlace);
}

main();
