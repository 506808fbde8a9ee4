import { toast } from 'sonner';
import { missingSelectionsMessage } from '@/lib/domain/product-options';

/** Spec 5: 'Please Select Options' / 'Please select: {names}'. */
export function toastMissingOptions(missing: readonly string[]): void {
  toast.error('Please Select Options', { description: missingSelectionsMessage(missing) });
}
