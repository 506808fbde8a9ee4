/**
 * What a list says on a page number past its end (a hand-edited or outdated link): not "nothing
 * here", but how many pages there are, with the way to the last one.
 */
export interface PastLastPage {
  title: string;
  message: string;
  action: { href: string; label: string };
}

export function pastLastPage(
  found: { page: number; total: number; totalPages: number },
  noun: { one: string; many: string },
  hrefFor: (page: number) => string,
): PastLastPage {
  const last = found.totalPages;
  const items = found.total === 1 ? `1 ${noun.one}` : `${found.total} ${noun.many}`;
  return {
    title: 'Past the Last Page',
    message: `There is no page ${found.page} here: ${items} ${found.total === 1 ? 'fills' : 'fill'} ${last === 1 ? '1 page' : `${last} pages`}.`,
    action: { href: hrefFor(last), label: `Go to page ${last}` },
  };
}
