// Types of picture-limits.mjs (plain JavaScript so that next.config.mjs can read it: docs/adr/0036).

/** The largest file the owner may upload: a phone's photograph is 2 to 6 MB. */
export declare const MAX_PICTURE_BYTES: number;
/** What an upload's body may hold beyond the file: the form's boundaries, headers and alt text. */
export declare const PICTURE_FORM_OVERHEAD_BYTES: number;
export declare const MAX_PICTURE_UPLOAD_BODY_BYTES: number;
