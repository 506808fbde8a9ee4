/**
 * A content file that cannot be used. The message always starts with the file's path from the
 * repository root, so a failed build or test points the editor straight at what to fix.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'ContentError';
  }
}
