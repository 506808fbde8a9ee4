import { CARRIERS, knownCarrier, trackingUrl } from './carriers';

describe('carriers', () => {
  it('links each carrier the back office offers to its own tracking page', () => {
    expect(Object.fromEntries(CARRIERS.map((carrier) => [carrier, trackingUrl(carrier, 'AB123456789GB')]))).toEqual({
      'Royal Mail': 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
      Parcelforce: 'https://www.parcelforce.com/track-trace?trackNumber=AB123456789GB',
      DPD: 'https://track.dpdlocal.co.uk/parcels/AB123456789GB',
      Evri: 'https://www.evri.com/track/parcel/AB123456789GB',
      DHL: 'https://www.dhl.com/gb-en/home/tracking.html?tracking-id=AB123456789GB',
    });
  });

  it('knows a carrier typed with other capitals or spacing', () => {
    expect(knownCarrier('  royal   MAIL ')).toBe('Royal Mail');
    expect(trackingUrl('dpd', ' 1550 ')).toBe('https://track.dpdlocal.co.uk/parcels/1550');
  });

  it('gives no link for a carrier it does not know, or without a number', () => {
    expect(trackingUrl('Pigeon Post', 'AB123')).toBeNull();
    expect(knownCarrier('Pigeon Post')).toBeNull();
    expect(trackingUrl('DHL', '   ')).toBeNull();
  });

  it('keeps a number with odd characters inside its place in the address', () => {
    expect(trackingUrl('Evri', 'H00 1#2?x=y')).toBe('https://www.evri.com/track/parcel/H00%201%232%3Fx%3Dy');
  });
});
