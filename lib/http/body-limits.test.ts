import { MAX_PICTURE_UPLOAD_BODY_BYTES } from '@/lib/domain/pictures';
import { bodyLimitOf, bodyTooLargeMessage, MAX_CATALOGUE_CSV_BYTES, MAX_JSON_BODY_BYTES, MAX_STORE_WEBHOOK_BYTES, MAX_STRIPE_WEBHOOK_BYTES } from './body-limits';

describe('bodyLimitOf', () => {
  it('gives the owner\'s picture uploads room for a 10 MB picture and its form, and nothing else', () => {
    for (const path of ['/api/admin/products/12/pictures', '/api/admin/stories/burns-night/pictures/', '/api/admin/adventures/clava-cairns/pictures']) {
      expect(bodyLimitOf(path)).toBe(MAX_PICTURE_UPLOAD_BODY_BYTES);
    }
    for (const path of ['/api/admin/products/12', '/api/admin/products/12/pictures/0', '/api/admin/orders/1/pictures', '/api/admin/products/1/2/pictures', '/pictures/1-aaaaaaaaaaaa.webp']) {
      expect(bodyLimitOf(path)).toBe(MAX_JSON_BODY_BYTES);
    }
    expect(bodyLimitOf('/api/webhooks/woocommerce')).toBe(MAX_STORE_WEBHOOK_BYTES);
  });

  it('says the limit in whole KB', () => {
    expect(bodyTooLargeMessage(MAX_PICTURE_UPLOAD_BODY_BYTES)).toBe('Request bodies may be at most 10304 KB.');
  });
});

describe('body limits', () => {
  it('gives the catalogue import 2 MB, the webhooks theirs, and every other address 32 KB', () => {
    expect(bodyLimitOf('/api/admin/products/import')).toBe(MAX_CATALOGUE_CSV_BYTES);
    expect(bodyLimitOf('/api/admin/products/import/')).toBe(2 * 1024 * 1024);
    expect(bodyLimitOf('/api/webhooks/stripe')).toBe(MAX_STRIPE_WEBHOOK_BYTES);
    expect(bodyLimitOf('/api/admin/products')).toBe(MAX_JSON_BODY_BYTES);
    expect(bodyLimitOf('/api/admin/products/1')).toBe(MAX_JSON_BODY_BYTES);
  });
});
