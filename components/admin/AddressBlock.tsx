import type { Address } from '@/lib/domain/orders';
import { CustomerText } from '@/components/admin/CustomerText';

/** An address as a label would print it, each line the customer typed isolated (CustomerText). */
export function AddressBlock({ address }: { address: Address }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    address.postcode,
    address.country,
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          <CustomerText>{line}</CustomerText>
        </span>
      ))}
      {address.email ? <span className="block">{address.email}</span> : null}
      {address.phone ? (
        <span className="block">
          <CustomerText>{address.phone}</CustomerText>
        </span>
      ) : null}
    </address>
  );
}
