import { ADVENTURE_NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export { default } from '@/components/adventures/AdventureNotFound';
export const metadata = ADVENTURE_NOT_FOUND_METADATA;
