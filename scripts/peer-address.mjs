// Preloaded into the Next.js server (scripts/start.ts). Next hands route handlers the request's
// headers but not its connection, so the connection's own address, the one thing a client cannot
// make up, is written into a header here, overwriting any a client sent (lib/http/rate-limit.ts).
import http from 'node:http';
import { PEER_HEADER } from '../lib/http/peer-header.mjs';

const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithPeer(event, request, ...rest) {
  if (event === 'request' && request && request.headers) {
    request.headers[PEER_HEADER] = (request.socket && request.socket.remoteAddress) || '';
  }
  return emit.call(this, event, request, ...rest);
};

// Lets the server check at start that its requests carry the real peer address.
process.env.HIGHLAND_PEER_HEADER = PEER_HEADER;
