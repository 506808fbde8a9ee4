import { createHash } from 'node:crypto';
import { inlineScripts, isFrameworkScript, judgeInlineScripts, reactRuntimeDefinitions, scriptHash } from './inline-scripts';

const RUNTIME = ['$RB=[];$RC=function(a,b){b.remove()};', '$RS=function(a,b){a.remove()};'];
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[4,[],\\"Cart\\"]\\n"])';
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

const page = (...scripts: string[]) => `<!DOCTYPE html><html><head>${scripts.join('')}</head><body><p>Kilts</p></body></html>`;

describe('the scripts Next and React write', () => {
  it.each([
    ['the bootstrap', BOOTSTRAP],
    ['a payload push', FLIGHT],
    ['an empty payload push', 'self.__next_f.push([2,null])'],
    ["Turbopack's chunk list", TURBOPACK],
    ['a boundary completed with the runtime defined first', `${RUNTIME[0]}$RC("B:0","S:0")`],
    ['a boundary completed once the runtime is there', '$RC("B:1","S:1")'],
    ['two runtimes, then a call', `${RUNTIME[1]}${RUNTIME[0]}$RS("S:2","P:2")`],
    ['a runtime definition alone', RUNTIME[0]!],
  ])('recognises %s', (_, body) => {
    expect(isFrameworkScript(body, RUNTIME)).toBe(true);
  });

  it.each([
    ['plain code', 'alert(document.cookie)'],
    ['code after a payload push', `${FLIGHT};alert(1)`],
    ['code inside a payload push', 'self.__next_f.push([1,alert(1)])'],
    ['a push of something other than data', 'self.__next_f.push([1,{"a":1}])'],
    ['a chunk list with code', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({a:alert(1)});'],
    ['code smuggled into a React call', '$RC("B:0");alert(1);$RC("S:0")'],
    ['code after the runtime', `${RUNTIME[0]}alert(1)`],
    ['a runtime React never wrote', '$RC=function(){alert(1)};$RC("B:0")'],
    ['the bootstrap with more', `${BOOTSTRAP};alert(1)`],
    ['nothing at all', ''],
  ])('refuses %s', (_, body) => {
    expect(isFrameworkScript(body, RUNTIME)).toBe(false);
  });
});

describe('judging a page', () => {
  it('hashes each framework script once, and lists what it refused', () => {
    const verdict = judgeInlineScripts(
      page(`<script>${BOOTSTRAP}</script>`, `<script>${FLIGHT}</script>`, `<script>${FLIGHT}</script>`, '<script>alert(1)</script>'),
      RUNTIME,
    );
    expect(verdict.hashes).toEqual([scriptHash(BOOTSTRAP), scriptHash(FLIGHT)]);
    expect(verdict.refused.map((script) => script.body)).toEqual(['alert(1)']);
  });

  it('leaves out scripts the browser loads or never runs', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script type="module">${BOOTSTRAP}</script>`,
    );
    expect(inlineScripts(html).map((script) => script.body)).toEqual([TURBOPACK, BOOTSTRAP]);
  });

  it('hashes as browsers do: SHA-256 of the UTF-8 text, in base64', () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHash('self.__next_f.push([1,"£"])')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('self.__next_f.push([1,"£"])', 'utf8')).digest('base64')}'`);
  });
});

describe("reading React's runtime from its source", () => {
  it('takes the function definitions, unescaped, without the call React appends', () => {
    const source = [
      "var a = stringToPrecomputedChunk('$RS=function(a,b){a\\x3cb&&b.remove()};$RS(\"'),",
      "  b = stringToPrecomputedChunk('$RS(\"'),",
      '  c = "requestAnimationFrame(function(){$RT=performance.now()});";',
      "  d = 'unrelated text';",
    ].join('\n');
    expect(reactRuntimeDefinitions(source)).toEqual(['requestAnimationFrame(function(){$RT=performance.now()});', '$RS=function(a,b){a<b&&b.remove()};']);
  });
});
