/**
 * Each action's README carries the inputs and outputs tables its action.yml renders to
 * (scripts/lib/action-readme.mjs, run by `npm run build`): a description changed in action.yml
 * and not rebuilt fails here, before CI's check that a build changes nothing.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_FOLDERS,
  actionReadme,
  renderApi,
  withApi,
} from '../../../scripts/lib/action-readme.mjs';

const root = join(import.meta.dirname, '../../..');

describe('the actions’ READMEs', () => {
  it.each(ACTION_FOLDERS)('%s/README.md holds the tables of its action.yml', async (folder) => {
    const { current, expected } = await actionReadme(root, folder);
    expect(current).toBe(expected);
  });

  it('renders every input with its default, and keeps a table cell one cell', () => {
    const api = renderApi(
      [
        'inputs:',
        '  mode:',
        "    description: 'set | cancel, <b>bold</b>\n      and more'",
        '    default: set',
        '  key:',
        '    description: Required. The key.',
        'outputs:',
        '  code:',
        '    description: The code.',
      ].join('\n'),
    );
    expect(api).toContain('| `mode` | `set` | set \\| cancel, &lt;b>bold&lt;/b> and more |');
    expect(api).toContain('| `key` |  | Required. The key. |');
    expect(api).toContain('| `code` | The code. |');
  });

  it('refuses a README without the markers', () => {
    expect(() => withApi('# Title\n', 'table', 'x/README.md')).toThrow(/x\/README.md: no/);
  });
});
