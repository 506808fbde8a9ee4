/**
 * Lints source texts as if they were files at the given paths, with the project's own ESLint
 * configuration, and prints each one's messages as JSON. Run by tests/lint/layers.test.ts in a child
 * process: ESLint loads its flat config as an ES module, which Jest's module system cannot.
 *
 *   node tests/lint/lint-texts.mjs < [{ "filePath": "lib/domain/x.ts", "code": "..." }]
 */
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
