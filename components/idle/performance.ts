/**
 * The idle-time performance module: Core Web Vitals from real visits, reported to the server log
 * (POST /api/vitals). It is analytics, so it runs only with the shopper's analytics consent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { hasConsent } from '@/lib/consent';

function report(metric: Metric): void {
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, path: window.location.pathname });
  // sendBeacon survives the page being closed, which is when CLS and INP are final.
  if (!navigator.sendBeacon?.('/api/vitals', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/vitals', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}

export function startPerformanceReporting(): boolean {
  if (!hasConsent('analytics', document.cookie)) return false;
  for (const listen of [onCLS, onFCP, onINP, onLCP, onTTFB]) listen(report);
  return true;
}
