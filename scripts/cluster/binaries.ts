/**
 * The cluster uses Debian's redis-server and nginx rather than npm packages: they are what a
 * production machine runs. Missing ones stop the start with the apt package to install.
 */
import { accessSync, constants } from 'node:fs';

export interface SystemBinary {
  path: string;
  aptPackage: string;
}

export const REDIS_SERVER: SystemBinary = { path: process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server', aptPackage: 'redis-server' };
export const NGINX: SystemBinary = { path: process.env.NGINX_BIN ?? '/usr/sbin/nginx', aptPackage: 'nginx' };
/** The load generator bench:pages sets the balancer against nginx's file serving with. */
export const WRK: SystemBinary = { path: process.env.WRK_BIN ?? '/usr/bin/wrk', aptPackage: 'wrk' };

/** The binaries that are missing, each as a line naming what to install. */
export function missingBinaries(binaries: readonly SystemBinary[]): string[] {
  return binaries.flatMap((binary) => {
    try {
      accessSync(binary.path, constants.X_OK);
      return [];
    } catch {
      return [`${binary.path} is missing: install it with  sudo apt-get install ${binary.aptPackage}`];
    }
  });
}
