/** A stand-in for Next's App Router in component tests, which render outside it (tests/support/app-router.ts). */
export function stubRouter() {
  return { prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn() };
}
