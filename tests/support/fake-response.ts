/**
 * jsdom has no fetch Response, so component tests answer fetch with this: the parts of a Response
 * the shop's client (lib/http/client.ts) reads. `body` null is an empty body, as a 204 has.
 */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
  json: () => Promise<unknown>;
}

export function fakeResponse(status: number, body: unknown): FakeResponse {
  const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: 'Status', text: async () => text, json: async () => JSON.parse(text) };
}
