import { render, waitFor } from '@testing-library/react';
import { useHydrated } from '@/components/ui/useHydrated';

function Probe() {
  return <span data-hydrated={useHydrated()} />;
}

/**
 * Lets the page "hydrate" once, so components rendered afterwards in this test file mount as they do
 * after a page has loaded (a client navigation), reading browser values at once (components/ui/useHydrated.ts).
 */
export async function afterPageHydration(): Promise<void> {
  const { container, unmount } = render(<Probe />);
  await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-hydrated', 'true'));
  unmount();
}
