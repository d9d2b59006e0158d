// The lint rule that keeps sentences whole (eslint.config.js): each way of gluing a translated
// message to other words is reported; one message with placeholders is not.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const eslint = new ESLint({ cwd: root });

async function sentenceErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: join(root, 'packages/storefront/src/i18n/sample.tsx'),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const header = `import { Trans } from '@lingui/react';\nimport type { I18n } from '@lingui/core';\ndeclare const i18n: I18n;\ndeclare const n: number;\n`;
const m = `{ id: 'x', message: 'Units' }`;

describe('one message per sentence', () => {
  it.each([
    ['joined with +', `export const a = i18n._(${m}) + ' in stock';`],
    ['in a template literal', `export const a = \`\${n} \${i18n._(${m})}\`;`],
    ['beside JSX text', `export const A = () => <p>Only {i18n._(${m})} left</p>;`],
    [
      'beside a <Trans>',
      `export const A = () => <p>Only <Trans id="x" message="Units" /> left</p>;`,
    ],
  ])('reports a message %s', async (_, code) => {
    expect(await sentenceErrors(header + code)).toHaveLength(1);
  });

  it('accepts one message with a placeholder', async () => {
    const code = `export const A = () => <p>{i18n._({ id: 'y', message: 'Only {n} units left' }, { n })}</p>;`;
    expect(await sentenceErrors(header + code)).toEqual([]);
  });
}, 60_000);
