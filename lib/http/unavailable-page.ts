/**
 * The shop's "temporarily unavailable" page (in the requirements' words), as a whole small document:
 * it must need nothing that may be down (no store, no database, no script), so it is plain HTML
 * with the page's heading and a way back to the shop's cached pages.
 */
import { SHOP_NAME } from '@/lib/site';
import { TEMPORARILY_UNAVAILABLE } from './page-views.mjs';

export function unavailablePage(): string {
  const { title, message } = TEMPORARILY_UNAVAILABLE;
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${SHOP_NAME}</title>
</head>
<body>
<main role="alert">
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Back to ${SHOP_NAME}</a></p>
</main>
</body>
</html>
`;
}
