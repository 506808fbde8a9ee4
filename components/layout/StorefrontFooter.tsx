import { listCategories } from '@/lib/commerce';
import { categoryLinks } from '@/lib/domain/catalogue';
import { errorFields, logger } from '@/lib/log';
import { SiteFooter } from './SiteFooter';

/**
 * The footer with the owner's categories as they stand: a cached read tagged with the catalogue's
 * shape, so adding, renaming, reordering or hiding one refreshes every page's footer. A page still
 * renders when the catalogue cannot be read (an outage): only the Collections column is missing.
 */
export async function StorefrontFooter() {
  let collections: { href: string; label: string }[] | null = null;
  try {
    collections = categoryLinks(await listCategories());
  } catch (error) {
    logger('footer').error(errorFields(error), 'the footer could not list the categories');
  }
  return <SiteFooter collections={collections} />;
}
