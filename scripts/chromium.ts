/**
 * Debian's Chromium, as the journeys and the benchmarks start it: never a downloaded browser, and
 * none of its own network traffic (this machine reaches no internet; CI neither).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
