// The inputs and outputs tables of each action's README, rendered from its action.yml between
// `<!-- api-start -->` and `<!-- api-end -->` (the text around them is the README's own).
// `npm run build` runs it, so CI's check that a fresh build changes nothing catches a stale table.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

/** The action folders, each with an action.yml and a README.md ('.' is upload-and-wait). */
export const ACTION_FOLDERS = [
  '.',
  'set-newest',
  'update-settings',
  'cleanup-old-builds',
  'notify',
  'latest',
  'report',
  'expiry',
];

const START = '<!-- api-start -->';
const END = '<!-- api-end -->';

/** A manifest's text as one table cell: one line, `|` escaped, no HTML. */
export function cell(text) {
  return String(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;');
}

/** `value` in backquotes (longer ones when it holds a backquote); '' for none. */
export function code(value) {
  if (value === undefined || value === null || String(value) === '') return '';
  const text = String(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** The Markdown of an action.yml's inputs and outputs, as tables. */
export function renderApi(manifestText) {
  const manifest = parse(manifestText);
  const inputs = Object.entries(manifest.inputs ?? {});
  const outputs = Object.entries(manifest.outputs ?? {});
  const lines = [
    '<!-- Generated from action.yml by npm run build (scripts/lib/action-readme.mjs): edit action.yml, not this table. -->',
    '',
    '| input | default | description |',
    '| --- | --- | --- |',
    ...inputs.map(
      ([name, spec]) => `| \`${name}\` | ${code(spec.default)} | ${cell(spec.description ?? '')} |`,
    ),
  ];
  if (outputs.length > 0) {
    lines.push(
      '',
      '| output | description |',
      '| --- | --- |',
      ...outputs.map(([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`),
    );
  }
  return lines.join('\n');
}

/**
 * `readme` with the text between the markers (`<!-- api-start -->`, `<!-- api-end -->` unless
 * named) replaced by `api`.
 * @throws Error when the markers are missing or out of order
 */
export function withApi(readme, api, path = 'README.md', startMark = START, endMark = END) {
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  if (start < 0 || end < start) throw new Error(`${path}: no ${startMark} … ${endMark} block`);
  return `${readme.slice(0, start + startMark.length)}\n\n${api}\n\n${readme.slice(end)}`;
}

/** An action's README as it is and as a build would write it. */
export async function actionReadme(root, folder) {
  const path = join(root, folder, 'README.md');
  const current = await readFile(path, 'utf8');
  const api = renderApi(await readFile(join(root, folder, 'action.yml'), 'utf8'));
  const options = { ...(await resolveConfig(path)), filepath: path };
  return { path, current, expected: await format(withApi(current, api, path), options) };
}

/** Rewrites each action's README.md; returns the paths whose text changed. */
export async function updateActionReadmes(root) {
  const changed = [];
  for (const folder of ACTION_FOLDERS) {
    const { path, current, expected } = await actionReadme(root, folder);
    if (expected !== current) {
      await writeFile(path, expected);
      changed.push(path);
    }
  }
  return changed;
}
