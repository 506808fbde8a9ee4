/** Types for shared-redis.mjs, shared with the page cache handler as plain JavaScript. */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export const CONNECT_TIMEOUT_MS: number;
export const COMMAND_TIMEOUT_MS: number;

export interface SharedRedis {
  url: string;
  command: Redis;
  down: boolean;
  log: Logger;
}

export function redisUrl(): string | undefined;
export function sharedRedis(): SharedRedis | undefined;
export function noteOutage(shared: SharedRedis, error: unknown): void;
export function noteRecovery(shared: SharedRedis): void;
export function closeSharedRedis(): void;
