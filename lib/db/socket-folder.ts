import path from 'node:path';

/** The longest path a Unix socket can have (sun_path, less its closing NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the shop's connections reach PostgreSQL: a Unix socket in the cluster's own data folder,
 * which costs each statement less than TCP on 127.0.0.1 does (docs/adr/0037), made there rather
 * than in /tmp so that clusters never share a lock file. A data folder too deep for a socket path,
 * or with a comma, quote or space (PostgreSQL's setting is a list), keeps TCP only, which tools
 * reaching the running shop's database use anyway (runningEmbeddedUrl).
 */
export function socketFolder(dataDir: string, port: number): string | null {
  const fits = path.join(dataDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH;
  return fits && !/[,'"\\\s]/.test(dataDir) ? dataDir : null;
}
