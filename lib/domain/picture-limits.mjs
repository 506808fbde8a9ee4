// @ts-check
/**
 * How large an owner's picture upload may be (pictures.ts, docs/adr/0031). Plain JavaScript, with
 * its types in picture-limits.d.mts: next.config.mjs reads it, and a TypeScript config would have
 * Next load its SWC compiler into every server to read it (docs/adr/0036).
 */

/** The largest file the owner may upload: a phone's photograph is 2 to 6 MB. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/**
 * What an upload's body may hold beyond the file: the form's boundaries, headers and alt text. The
 * shop's server and the balancer cut the body at the file's limit plus this, before it is read.
 */
export const PICTURE_FORM_OVERHEAD_BYTES = 64 * 1024;
export const MAX_PICTURE_UPLOAD_BODY_BYTES = MAX_PICTURE_BYTES + PICTURE_FORM_OVERHEAD_BYTES;
