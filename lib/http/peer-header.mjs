// @ts-check
/**
 * The request header that carries the connection's own address. Plain JavaScript because two sides
 * need it: the Node preload that writes it (scripts/peer-address.mjs, outside any bundle) and the
 * rate limits that read it (lib/http/rate-limit.ts).
 */
export const PEER_HEADER = 'x-highland-peer';
