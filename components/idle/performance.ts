/**
 * The idle-time performance module: Core Web Vitals from real visits, reported to the server log
 * (POST /api/vitals). It is analytics, so nothing is reported without the shopper's analytics
 * consent: it starts when consent is given (now or later in the visit) and every report checks
 * again, so withdrawing consent stops reports at once.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { CONSENT_CHANGE_EVENT } from '@/components/consent/consent-store';
import { hasConsent } from '@/lib/consent';

const analyticsAllowed = () => hasConsent('analytics', document.cookie);

function report(metric: Metric): void {
  if (!analyticsAllowed()) return;
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, path: window.location.pathname });
  // sendBeacon survives the page being closed, which is when CLS and INP are final.
  if (!navigator.sendBeacon?.('/api/vitals', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/vitals', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}

let listening = false;

/** Listens once per page; true when reporting is (now) on. Safe to call again, e.g. on consent. */
function listenIfAllowed(): boolean {
  if (listening) return true;
  if (!analyticsAllowed()) return false;
  listening = true;
  for (const listen of [onCLS, onFCP, onINP, onLCP, onTTFB]) listen(report);
  return true;
}

export function startPerformanceReporting(): boolean {
  window.addEventListener(CONSENT_CHANGE_EVENT, listenIfAllowed);
  return listenIfAllowed();
}
