import { bodyLimitOf, MAX_CATALOGUE_CSV_BYTES, MAX_JSON_BODY_BYTES, MAX_STRIPE_WEBHOOK_BYTES } from './body-limits';

describe('body limits', () => {
  it('gives the catalogue import 2 MB, the webhooks theirs, and every other address 32 KB', () => {
    expect(bodyLimitOf('/api/admin/products/import')).toBe(MAX_CATALOGUE_CSV_BYTES);
    expect(bodyLimitOf('/api/admin/products/import/')).toBe(2 * 1024 * 1024);
    expect(bodyLimitOf('/api/webhooks/stripe')).toBe(MAX_STRIPE_WEBHOOK_BYTES);
    expect(bodyLimitOf('/api/admin/products')).toBe(MAX_JSON_BODY_BYTES);
    expect(bodyLimitOf('/api/admin/products/1')).toBe(MAX_JSON_BODY_BYTES);
  });
});
