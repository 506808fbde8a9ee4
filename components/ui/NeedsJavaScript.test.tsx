import { renderToStaticMarkup } from 'react-dom/server';
import { HideUntilScriptsRun, NeedsJavaScript, UNTIL_SCRIPTS_RUN } from './NeedsJavaScript';

/**
 * The server's HTML as a browser without scripts reads it: a parsed document runs no scripts either, so
 * its <noscript> content is markup (its nodes are not this window's, hence plain text comparisons).
 */
function withoutScripts(head: string, body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${head}</head><body>${body}`, 'text/html');
}

describe('NeedsJavaScript', () => {
  const head = renderToStaticMarkup(<HideUntilScriptsRun />);
  const body = renderToStaticMarkup(
    <>
      <p className={UNTIL_SCRIPTS_RUN}>Loading your cart…</p>
      <NeedsJavaScript title="Your cart needs JavaScript" message="Please turn on JavaScript to see your cart." />
    </>,
  );

  it('says what is needed inside <noscript>, so only visitors without scripts see it', () => {
    const notice = withoutScripts(head, body).querySelector('body > noscript');
    expect(notice?.querySelector('h2')?.textContent).toBe('Your cart needs JavaScript');
    expect(notice?.querySelector('h2 + p')?.textContent).toBe('Please turn on JavaScript to see your cart.');
  });

  it('hides, for those visitors only, the placeholders that only scripts would replace, from the head', () => {
    const page = withoutScripts(head, body);
    expect(page.querySelector(`body > p.${UNTIL_SCRIPTS_RUN}`)?.textContent).toBe('Loading your cart…');
    expect(page.querySelector('head > noscript > style')?.textContent).toBe(`.${UNTIL_SCRIPTS_RUN}{display:none}`);
  });

  it('puts no <style> in the body, where one may not reach the placeholders before it', () => {
    expect(withoutScripts(head, body).querySelector('body style')).toBeNull();
  });
});
