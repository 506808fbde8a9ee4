/**
 * Component tests render outside Next's App Router, where `useRouter()` throws. Every storefront
 * link asks for the router (components/ui/IntentLink.tsx prefetches on intent), so each component
 * test gets a stand-in (tests/support/router-stub.ts); a test that mocks next/navigation itself
 * replaces this with its own, and gives its links the stand-in too.
 */
jest.mock('next/navigation', () => {
  const router = jest.requireActual<typeof import('./router-stub')>('./router-stub').stubRouter();
  return { ...jest.requireActual('next/navigation'), useRouter: () => router };
});
