import { toast } from '@/components/ui/toast';
import { missingSelectionsMessage } from '@/lib/domain/product-options';

/** 'Please Select Options' / 'Please select: {names}'. */
export function toastMissingOptions(missing: readonly string[]): void {
  toast.error('Please Select Options', { description: missingSelectionsMessage(missing) });
}
