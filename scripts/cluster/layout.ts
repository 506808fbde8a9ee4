/**
 * Where `npm run cluster` puts everything. The ports are fixed so the scale-out journey, the
 * benchmark and a person at a browser all find the cluster at the same addresses; the state files
 * let a test reach the cluster's database and kill one of its instances.
 */
import path from 'node:path';

export const HOST = '127.0.0.1';
export const BALANCER_PORT = 8080;
export const INSTANCES = [
  { name: 'a', port: 3001 },
  { name: 'b', port: 3002 },
] as const;

export type InstanceName = (typeof INSTANCES)[number]['name'];

export const CLUSTER_DIR = path.join('.data', 'cluster');
/** The cluster's own PostgreSQL, standing in for a managed one; kept between runs like npm start's. */
export const DATABASE_DIR = process.env.CLUSTER_DATABASE_DIR ?? path.join('.data', 'cluster-postgres');
/** nginx's and Redis's configuration, logs, pid and temporary files: made afresh on every start. */
export const RUN_DIR = path.join(CLUSTER_DIR, 'run');
/** The database's address (one line), for tests that look at or age rows. */
export const DATABASE_URL_FILE = path.join(CLUSTER_DIR, 'database-url');
/** `{ "a": { "port": 3001, "pid": 1234 }, ... }`: which process serves which port. */
export const INSTANCES_FILE = path.join(CLUSTER_DIR, 'instances.json');

export interface InstanceRecord {
  port: number;
  pid: number;
}

export const balancerUrl = `http://${HOST}:${BALANCER_PORT}`;
export const instanceUrl = (port: number) => `http://${HOST}:${port}`;

/** How often the instances sweep pending orders in the scale-out journey (ORDER_SWEEP_SECONDS). */
export const JOURNEY_SWEEP_SECONDS = 5;
