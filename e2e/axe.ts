import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every page a journey visits gets an accessibility scan: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // A page once lost its <title> for a moment after hydration, under load only: say where every
  // <title> was at that moment, so a recurrence shows its cause.
  const titles = blocking.some((v) => v.id === 'document-title') ? await page.evaluate(() => [...document.querySelectorAll('title')].map((title) => `${title.parentElement?.tagName ?? 'detached'}: ${title.textContent}`)) : [];
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `<title> elements at the scan: ${JSON.stringify(titles)}`).toEqual([]);
}

/**
 * The same scan for a page opened with JavaScript off (test.use({ javaScriptEnabled: false })). axe
 * cannot run there: its promises wait on callbacks that a page without scripts never calls. So the
 * page as that browser built it (its <noscript> content as markup, its scripts never run) is scanned
 * in a page of its own, at the same address and size, where scripts may run.
 */
export async function expectAccessibleWithoutScripts(page: Page): Promise<void> {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script').forEach((script) => script.remove());
    copy.querySelectorAll('noscript').forEach((noscript) => noscript.replaceWith(...noscript.childNodes));
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
  // Said outright: in a test, a new context takes the test's options, javaScriptEnabled: false with them.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const scanned = await context.newPage();
    await scanned.route(page.url(), (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await scanned.goto(page.url());
    await expectAccessible(scanned);
  } finally {
    await context.close();
  }
}
