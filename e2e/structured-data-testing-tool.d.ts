/** The parts of structured-data-testing-tool (no types of its own) that e2e/share-cards.spec.ts uses. */
declare module 'structured-data-testing-tool' {
  interface SdttTest {
    test: string;
    description?: string;
    passed?: boolean;
  }
  interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
  }
  export function structuredDataTest(html: string, options: { presets: unknown[] }): Promise<SdttResult>;
}

declare module 'structured-data-testing-tool/presets' {
  export const Facebook: unknown;
  export const Twitter: unknown;
}
