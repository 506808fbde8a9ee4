/**
 * The shop's product pictures served on 127.0.0.1 for a WooCommerce store on the same machine to
 * fetch while the catalogue is imported (docs/adr/0025). WordPress fetches a picture only from an
 * address it deems safe: ports 80, 443 and 8080, or its own; so this listens on 8080 by default.
 * It serves the generated product pictures and nothing else.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PRODUCT_IMAGE_DIR } from '@/data/catalogue/images';

export const PICTURE_PORT = 8080;
const PICTURE_PATH = /^\/images\/generated\/products\/([a-z0-9-]+\.webp)$/;

export interface PictureServer {
  /** The origin to put in front of a picture's path: http://127.0.0.1:8080 */
  origin: string;
  close(): Promise<void>;
}

export async function servePictures(port = PICTURE_PORT, root = process.cwd()): Promise<PictureServer> {
  const server: Server = createServer((request, response) => {
    const file = PICTURE_PATH.exec(request.url ?? '')?.[1];
    if (request.method !== 'GET' || !file) {
      response.writeHead(404).end();
      return;
    }
    const full = path.join(root, PRODUCT_IMAGE_DIR, file);
    stat(full).then(
      (info) => {
        response.writeHead(200, { 'content-type': 'image/webp', 'content-length': info.size });
        createReadStream(full).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on 127.0.0.1 is taken, and WordPress fetches pictures only from ports 80, 443 and 8080: free it for the import, or pass --images-from.`) : error),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
