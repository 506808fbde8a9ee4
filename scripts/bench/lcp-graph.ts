/**
 * What a Lighthouse run's simulated LCP counted (docs/adr/0038, finding 5). Lighthouse (Lantern)
 * simulates a phone over a graph of the unthrottled load's requests and main-thread tasks: every
 * request that ended before the observed largest paint, less the scripts it can prove were first
 * evaluated after it. That proof needs the script's evaluation task in the graph, and tasks under
 * 10 ms are pruned from it, so a script that arrived before the paint counts however late it ran.
 * The LCP is the mean of the estimate over two graphs: this sums what the pessimistic one holds.
 */

/** The parts of a Lantern graph node this reads. */
export type LanternNode = {
  type: string;
  duration?: number;
  request?: { url: string; transferSize?: number; resourceType?: string };
};

/** A Lantern graph: one node that can visit every node it reaches. */
export type LanternGraph = { traverse(visit: (node: LanternNode) => void): void };

export type LcpGraphSummary = { requests: number; kilobytes: number; scripts: number; scriptKilobytes: number; taskMs: number };

export function summariseLcpGraph(graph: LanternGraph): LcpGraphSummary {
  const summary: LcpGraphSummary = { requests: 0, kilobytes: 0, scripts: 0, scriptKilobytes: 0, taskMs: 0 };
  graph.traverse((node) => {
    if (node.type !== 'network' || !node.request) {
      // Lantern's task durations are in microseconds, as the trace's.
      summary.taskMs += (node.duration ?? 0) / 1000;
      return;
    }
    const kilobytes = (node.request.transferSize ?? 0) / 1024;
    summary.requests += 1;
    summary.kilobytes += kilobytes;
    if (node.request.resourceType === 'Script') {
      summary.scripts += 1;
      summary.scriptKilobytes += kilobytes;
    }
  });
  return summary;
}

export function describeLcpGraph(summary: LcpGraphSummary): string {
  const whole = (value: number) => value.toFixed(0);
  return `${summary.requests} requests, ${whole(summary.kilobytes)} kB (${summary.scripts} scripts, ${whole(summary.scriptKilobytes)} kB), ${whole(summary.taskMs)} ms of tasks`;
}
