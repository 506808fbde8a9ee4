/** Kept so existing page imports resolve; lib/seo/metadata.ts is the home of all page metadata. */
export { CATALOGUE_TITLE, catalogueMetadata, productMetadata } from './metadata';
