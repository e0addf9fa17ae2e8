// docs/gitlab.md's table of each GitLab component's inputs, rendered from its template's
// `spec:inputs` between `<!-- inputs-<name>-start -->` and `<!-- inputs-<name>-end -->`, as
// action-readme.mjs renders the actions' READMEs. `npm run build` runs it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parseAllDocuments } from 'yaml';
import { cell, code, withApi } from './action-readme.mjs';

/** The page that documents the components. */
export const GITLAB_DOC = 'docs/gitlab.md';

/** The components, by name: each is templates/<name>.yml. */
export const TEMPLATE_NAMES = ['upload', 'cleanup', 'expiry', 'report'];

/** The Markdown table of a template's `spec:inputs` (its first YAML document). */
export function renderTemplateInputs(templateText, name) {
  const [header] = parseAllDocuments(templateText);
  const inputs = Object.entries(header?.toJS()?.spec?.inputs ?? {});
  return [
    `<!-- Generated from templates/${name}.yml by npm run build (scripts/lib/template-docs.mjs): edit the template, not this table. -->`,
    '',
    '| input | default | description |',
    '| --- | --- | --- |',
    ...inputs.map(
      ([input, spec]) =>
        `| \`${input}\` | ${code(spec.default)} | ${cell(spec.description ?? '')} |`,
    ),
  ].join('\n');
}

/** docs/gitlab.md as it is and as a build would write it. */
export async function gitlabDoc(root) {
  const path = join(root, GITLAB_DOC);
  const current = await readFile(path, 'utf8');
  let text = current;
  for (const name of TEMPLATE_NAMES) {
    const table = renderTemplateInputs(
      await readFile(join(root, 'templates', `${name}.yml`), 'utf8'),
      name,
    );
    text = withApi(
      text,
      table,
      path,
      `<!-- inputs-${name}-start -->`,
      `<!-- inputs-${name}-end -->`,
    );
  }
  const options = { ...(await resolveConfig(path)), filepath: path };
  return { path, current, expected: await format(text, options) };
}

/** Rewrites docs/gitlab.md's input tables; returns its path when its text changed. */
export async function updateGitlabDoc(root) {
  const { path, current, expected } = await gitlabDoc(root);
  if (expected === current) return [];
  await writeFile(path, expected);
  return [path];
}
