/**
 * docs/gitlab.md carries each component's inputs table as its template's `spec:inputs` renders
 * it (scripts/lib/template-docs.mjs, run by `npm run build`): an input changed in a template and
 * not rebuilt fails here, before CI's check that a build changes nothing.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { gitlabDoc, renderTemplateInputs } from '../../../scripts/lib/template-docs.mjs';

const root = join(import.meta.dirname, '../../..');

it("docs/gitlab.md holds each template's inputs table", async () => {
  const { current, expected } = await gitlabDoc(root);
  expect(current).toBe(expected);
});

it('renders each input of the spec with its default, and none of the job', () => {
  const table = renderTemplateInputs(
    [
      'spec:',
      '  inputs:',
      '    keep-latest:',
      '      description: Keep this many newest builds, 1 to 100000.',
      '      default: 10',
      '    app-key:',
      '      description: Required. The appKey.',
      '---',
      'job:',
      '  script: [echo]',
    ].join('\n'),
    'cleanup',
  );
  expect(table).toContain('| `keep-latest` | `10` | Keep this many newest builds, 1 to 100000. |');
  expect(table).toContain('| `app-key` |  | Required. The appKey. |');
  expect(table).not.toContain('echo');
});
