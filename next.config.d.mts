import type { NextConfig } from 'next';

/** next.config.mjs is plain JavaScript (docs/adr/0036); its tests read it through this. */
declare const nextConfig: NextConfig;
export default nextConfig;
