import { describeLcpGraph, summariseLcpGraph, type LanternNode } from './lcp-graph';

const graphOf = (nodes: LanternNode[]) => ({ traverse: (visit: (node: LanternNode) => void) => nodes.forEach(visit) });
const request = (url: string, bytes: number, resourceType: string): LanternNode => ({ type: 'network', request: { url, transferSize: bytes, resourceType } });

describe('summariseLcpGraph', () => {
  it('sums the requests, the scripts among them and the tasks of a graph', () => {
    const summary = summariseLcpGraph(
      graphOf([
        request('http://127.0.0.1/products/scarf', 13 * 1024, 'Document'),
        request('http://127.0.0.1/_next/static/chunks/a.js', 71 * 1024, 'Script'),
        request('http://127.0.0.1/_next/static/chunks/b.js', 9 * 1024, 'Script'),
        request('http://127.0.0.1/_next/image?w=828', 14 * 1024, 'Image'),
        { type: 'cpu', duration: 38_000 },
        { type: 'cpu', duration: 12_500 },
      ]),
    );
    expect(summary).toEqual({ requests: 4, kilobytes: 107, scripts: 2, scriptKilobytes: 80, taskMs: 50.5 });
    expect(describeLcpGraph(summary)).toBe('4 requests, 107 kB (2 scripts, 80 kB), 51 ms of tasks');
  });

  it('counts a request without a known size as none, and an empty graph as nothing', () => {
    expect(summariseLcpGraph(graphOf([{ type: 'network', request: { url: 'http://127.0.0.1/' } }]))).toEqual({ requests: 1, kilobytes: 0, scripts: 0, scriptKilobytes: 0, taskMs: 0 });
    expect(summariseLcpGraph(graphOf([]))).toEqual({ requests: 0, kilobytes: 0, scripts: 0, scriptKilobytes: 0, taskMs: 0 });
  });
});
