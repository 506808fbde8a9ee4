import type { Metric } from 'web-vitals';
import { CONSENT_CHANGE_EVENT } from '@/components/consent/consent-store';
import { CONSENT_COOKIE, encodeConsent } from '@/lib/consent';

const handlers: ((metric: Metric) => void)[] = [];
const listen = jest.fn((handler: (metric: Metric) => void) => handlers.push(handler));
jest.mock('web-vitals', () => ({ onCLS: listen, onFCP: listen, onINP: listen, onLCP: listen, onTTFB: listen }));

function answer(analytics: boolean) {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent({ analytics, marketing: false, preferences: false }))}; path=/`;
}

// jsdom's Blob has no text(); FileReader it does have.
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const lcp = { name: 'LCP', value: 1234.5, rating: 'good' } as Metric;

describe('startPerformanceReporting', () => {
  const sendBeacon = jest.fn(() => true);
  beforeAll(() => Object.assign(navigator, { sendBeacon }));

  it('does nothing without analytics consent, starts when it is given, and stops reporting when it is withdrawn', async () => {
    answer(false);
    const { startPerformanceReporting } = await import('./performance');
    expect(startPerformanceReporting()).toBe(false);
    expect(listen).not.toHaveBeenCalled();

    answer(true);
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    expect(listen).toHaveBeenCalledTimes(5);
    handlers[3]!(lcp);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/vitals');
    expect(JSON.parse(await readBlob(blob))).toEqual({ name: 'LCP', value: 1234.5, rating: 'good', path: '/' });

    // Listening again (a second consent event) must not double every report.
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    expect(listen).toHaveBeenCalledTimes(5);

    answer(false);
    handlers[3]!(lcp);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
