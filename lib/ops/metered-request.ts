/**
 * The request class the shop's server builds (Node's `IncomingMessage` option of `http.createServer`,
 * its documented way to extend requests): it can hold a body sent without a Content-Length (chunked)
 * until it has all come, counting it as it arrives, so a body over its limit is cut off where it
 * crosses the limit, before Next or the proxy buffers any of it (docs/adr/0013).
 */
import http from 'node:http';

type Settled = (fits: boolean) => void;

export class MeteredRequest extends http.IncomingMessage {
  #held: Buffer[] | null = null;
  #received = 0;
  #limit = Infinity;
  #settled: Settled | null = null;
  #cut = false;

  /**
   * From now on the body is kept back, up to `limit` bytes. `settled(true)` once it has all come
   * within the limit (it is then readable as usual), `settled(false)` as soon as it crosses the
   * limit (nothing more is kept).
   */
  holdBody(limit: number, settled: Settled): void {
    this.#held = [];
    this.#limit = limit;
    this.#settled = settled;
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    // Whatever arrives after the cut is dropped: the connection is closed after the refusal.
    if (this.#cut) return true;
    if (this.#held === null) return super.push(chunk, encoding);
    if (chunk === null) return this.#release();
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding);
    this.#received += bytes.length;
    if (this.#received > this.#limit) {
      this.#held = null;
      this.#cut = true;
      this.#settle(false);
      return true;
    }
    this.#held.push(bytes);
    return true;
  }

  #release(): boolean {
    const held = this.#held ?? [];
    this.#held = null;
    for (const bytes of held) super.push(bytes);
    const result = super.push(null);
    this.#settle(true);
    return result;
  }

  #settle(fits: boolean): void {
    const settled = this.#settled;
    this.#settled = null;
    settled?.(fits);
  }
}
