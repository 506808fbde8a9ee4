/**
 * zod, as every module of the shop imports it. In the browser its compiled parsers are switched off
 * before any schema is made: the page policy forbids eval (docs/adr/0004), and zod's probe for it
 * would be reported as a violation even though zod copes. The server keeps the faster parsers.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
