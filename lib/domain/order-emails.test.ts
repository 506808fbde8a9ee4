import {
  addressLines,
  confirmationKey,
  confirmationSubject,
  isFullRefund,
  linePriceText,
  optionsText,
  ownerNewOrderKey,
  ownerNewOrderSubject,
  paidAfterRefunds,
  refundNoticeKey,
  refundSubject,
  shippingNoticeKey,
  shippingSubject,
} from './order-emails';

describe('order e-mail words', () => {
  it('name the order in every subject', () => {
    expect(confirmationSubject(42)).toBe('Your Highland Home order #42 is confirmed');
    expect(shippingSubject(42)).toBe('Your Highland Home order #42 is on its way');
    expect(refundSubject(42, true)).toBe('Your Highland Home order #42 has been refunded');
    expect(refundSubject(42, false)).toBe('Your Highland Home order #42 has been partly refunded');
    expect(ownerNewOrderSubject(42, 3750)).toBe('New Highland Home order #42: £37.50');
    expect(ownerNewOrderSubject(7, 120000)).toBe('New Highland Home order #7: £1,200.00');
  });

  it('key each e-mail by its purpose, so queueing it again sends nothing more', () => {
    expect([confirmationKey(42), shippingNoticeKey(42), refundNoticeKey(7)]).toEqual(['order-confirmation:42', 'shipping-notice:42', 'refund-notice:7']);
  });

  it('key the owner’s copy by order and address, so each address hears of an order once', () => {
    expect(ownerNewOrderKey(42, 'orders@highland-home.example')).toBe('owner-new-order:42:orders@highland-home.example');
    expect(ownerNewOrderKey(42, ' Orders@Highland-Home.example ')).toBe(ownerNewOrderKey(42, 'orders@highland-home.example'));
    expect(ownerNewOrderKey(42, 'morag@highland-home.example')).not.toBe(ownerNewOrderKey(42, 'orders@highland-home.example'));
    expect(ownerNewOrderKey(43, 'orders@highland-home.example')).not.toBe(ownerNewOrderKey(42, 'orders@highland-home.example'));
  });

  it('call a refund full only once everything paid has gone back', () => {
    expect(isFullRefund({ totalPence: 2500, refundedPence: 2500 })).toBe(true);
    expect(isFullRefund({ totalPence: 2500, refundedPence: 2499 })).toBe(false);
    expect(paidAfterRefunds({ totalPence: 2500, refundedPence: 1000 })).toBe(1500);
    expect(paidAfterRefunds({ totalPence: 2500, refundedPence: 2600 })).toBe(0);
  });

  it('list the chosen options in the order they were chosen', () => {
    expect(optionsText({ Size: 'M', Colour: 'Heather' })).toBe('Size: M, Colour: Heather');
    expect(optionsText({})).toBe('');
  });

  it('price a line in pounds, with the unit price when there are several', () => {
    expect(linePriceText(1250, 1)).toBe('£12.50');
    expect(linePriceText(1250, 3)).toBe('£37.50 (£12.50 each)');
  });

  it('write an address as label lines, leaving out the empty ones', () => {
    expect(
      addressLines({ firstName: 'Morag', lastName: 'MacLeod', address1: '12 Castle Street', address2: ' ', city: 'Inverness', postcode: 'IV2 3EA', country: 'GB', state: '' }),
    ).toEqual(['Morag MacLeod', '12 Castle Street', 'Inverness', 'IV2 3EA', 'United Kingdom']);
  });
});
