import { render } from '@testing-library/react';
import { AddressBlock } from './AddressBlock';
import { CustomerText } from './CustomerText';

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

describe('customer text in the back office', () => {
  it('isolates it in <bdi> and takes out the controls that would make it display as something else', () => {
    const { container } = render(
      <p>
        Order from <CustomerText>{'Ann\u202E gnp.exe'}</CustomerText>, paid
      </p>,
    );
    const isolate = container.querySelector('bdi');
    expect(isolate?.textContent).toBe('Ann gnp.exe');
    expect(container.textContent).not.toMatch(BIDI_CONTROLS);
  });

  it('shows an address line by line, each line the customer typed isolated and cleaned', () => {
    const { container } = render(
      <AddressBlock
        address={{ firstName: 'Morag\u202E', lastName: 'MacLeod', address1: '\u20671 High Street\u2069', address2: '', city: 'Inverness', state: '', postcode: 'IV2 3EA', country: 'GB', email: 'morag@example.com', phone: '\u202D01463 123456' }}
      />,
    );
    const lines = [...container.querySelectorAll('bdi')].map((line) => line.textContent);
    expect(lines).toEqual(['Morag MacLeod', '1 High Street', 'Inverness', 'IV2 3EA', 'GB', '01463 123456']);
    expect(container.textContent).not.toMatch(BIDI_CONTROLS);
  });
});
