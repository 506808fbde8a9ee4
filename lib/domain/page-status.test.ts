import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { heldPageStatus, NOT_FOUND_MARK } from './page-status';

const marked = renderToStaticMarkup(h('main', null, h('span', { hidden: true, ...NOT_FOUND_MARK }), h('h1', null, 'Order Not Found')));

describe('heldPageStatus', () => {
  it('answers 404 for a page that rendered the not-found mark', () => {
    expect(heldPageStatus(200, `<html><body>${marked}</body></html>`)).toBe(404);
  });

  it('leaves a page without the mark as it was', () => {
    expect(heldPageStatus(200, '<html><body><h1>Order Confirmation</h1></body></html>')).toBe(200);
  });

  it('never reads the mark from the payload, where its quotes are escaped', () => {
    const payload = `<script>self.__next_f.push([1,${JSON.stringify(JSON.stringify(['$', 'span', null, NOT_FOUND_MARK]))}])</script>`;
    expect(heldPageStatus(200, `<html><body><p>Thanks</p>${payload}</body></html>`)).toBe(200);
  });

  it('never reads it from text a visitor typed, which React escapes', () => {
    const text = renderToStaticMarkup(h('p', { title: 'data-http-status="404"' }, 'data-http-status="404"'));
    expect(heldPageStatus(200, `<html><body>${text}</body></html>`)).toBe(200);
  });

  it('changes no other status: a redirect or an error stays what it is', () => {
    expect(heldPageStatus(307, marked)).toBe(307);
    expect(heldPageStatus(500, marked)).toBe(500);
  });
});
