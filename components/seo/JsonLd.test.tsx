import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from './JsonLd';

const hostile = { '@type': 'Product', name: 'Kilt </script><script>window.pwned = true</script>' };

describe('JsonLd', () => {
  it('renders one ld+json script holding the data', () => {
    const { container } = render(<JsonLd data={{ '@type': 'Organization', name: 'Highland Home' }} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'Organization', name: 'Highland Home' });
  });

  it('puts several documents in one array', () => {
    const documents = [hostile, { '@type': 'BreadcrumbList', itemListElement: [] }];
    const { container } = render(<JsonLd data={documents} />);
    expect(JSON.parse(container.querySelector('script')?.textContent ?? '')).toEqual(documents);
  });

  it('cannot be broken out of by a product name in the server-rendered HTML', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    // The whole output is exactly one script element, and the name survives intact inside it.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
    const scripts = parsed.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '').name).toBe(hostile.name);
  });
});
