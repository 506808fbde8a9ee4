/** Rules for the spreadsheets the shop hands out. */

/** A cell a spreadsheet would run as a formula starts with one of these (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text that opens as text: one a spreadsheet would read as a formula gets a leading
 * apostrophe, so a subscriber named "=HYPERLINK(...)" cannot run anything on the owner's machine.
 */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
