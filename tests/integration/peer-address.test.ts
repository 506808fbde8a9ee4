/**
 * scripts/peer-address.mjs, preloaded into the web server by `npm start`: every request carries the
 * connection's own address, and a client cannot set it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => response.end(JSON.stringify(request.headers)));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  http.get({ host: '127.0.0.1', port, headers: { 'x-highland-peer': '6.6.6.6', 'x-forwarded-for': '6.6.6.6' } }, (response) => {
    let body = '';
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () => { process.stdout.write(body); server.close(); });
  });
});`;

describe('the peer-address preload', () => {
  it('overwrites any x-highland-peer a client sends with the connection’s own address', () => {
    const preload = pathToFileURL(path.resolve('scripts', 'peer-address.mjs')).href;
    const result = spawnSync(process.execPath, ['--import', preload, '-e', SERVER], { encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(0);
    const headers = JSON.parse(result.stdout) as Record<string, string>;
    expect(headers['x-highland-peer']).toBe('127.0.0.1');
    expect(headers['x-forwarded-for']).toBe('6.6.6.6');
  });
});
