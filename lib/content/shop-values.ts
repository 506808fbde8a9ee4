/**
 * The figures content files may name as {{placeholders}} (content/README.md lists them). Each is
 * read from where the shop itself keeps it, so a page's words cannot drift from what checkout,
 * or returns really do (docs/product/rules.md#constants).
 */
import type { ContentValues } from '@/lib/content/markdown/placeholders';
import { formatPounds } from '@/lib/domain/money';
import {
  DAMAGE_REPORT_HOURS,
  FINAL_SALE_RULE,
  FREE_UK_SHIPPING_HEADLINE,
  INTERNATIONAL_BASE_PENCE,
  INTERNATIONAL_DELIVERY_TIME,
  INTERNATIONAL_DESTINATIONS_TEXT,
  INTERNATIONAL_PER_ITEM_PENCE,
  MESSAGE_RETENTION_YEARS,
  MINIMUM_AGE,
  ORDER_CHANGE_HOURS,
  ORDER_RECORD_RETENTION_YEARS,
  PRIVACY_REPLY_DAYS,
  PROCESSING_TIME_CUSTOM,
  PROCESSING_TIME_PEAK,
  PROCESSING_TIME_STANDARD,
  REFUND_TIME,
  RETURN_LABEL_HOURS,
  RETURN_WINDOW_DAYS,
  SHOP_CURRENCY,
  STATUTORY_CANCELLATION_DAYS,
  UK_DELIVERY_TIME,
} from '@/lib/domain/policies';
import { contactEmail, SHOP_NAME } from '@/lib/site';

/** A function, not a constant: the contact address comes from configuration (lib/site.ts). */
export function shopValues(): ContentValues {
  return {
    shopName: SHOP_NAME,
    contactEmail: contactEmail(),
    shopCurrency: SHOP_CURRENCY,
    minimumAge: MINIMUM_AGE,
    freeUkShippingHeadline: FREE_UK_SHIPPING_HEADLINE,
    ukDeliveryTime: UK_DELIVERY_TIME,
    internationalDestinations: INTERNATIONAL_DESTINATIONS_TEXT,
    internationalBasePrice: formatPounds(INTERNATIONAL_BASE_PENCE),
    internationalPerItemPrice: formatPounds(INTERNATIONAL_PER_ITEM_PENCE),
    internationalDeliveryTime: INTERNATIONAL_DELIVERY_TIME,
    processingTimeStandard: PROCESSING_TIME_STANDARD,
    processingTimeCustom: PROCESSING_TIME_CUSTOM,
    processingTimePeak: PROCESSING_TIME_PEAK,
    orderChangeHours: ORDER_CHANGE_HOURS,
    returnWindowDays: RETURN_WINDOW_DAYS,
    statutoryCancellationDays: STATUTORY_CANCELLATION_DAYS,
    returnLabelHours: RETURN_LABEL_HOURS,
    refundTime: REFUND_TIME,
    finalSaleRule: FINAL_SALE_RULE,
    damageReportHours: DAMAGE_REPORT_HOURS,
    privacyReplyDays: PRIVACY_REPLY_DAYS,
    orderRecordRetentionYears: ORDER_RECORD_RETENTION_YEARS,
    messageRetentionYears: MESSAGE_RETENTION_YEARS,
  };
}
