// Prints the CHANGELOG.md section of one version, the release workflow's release notes:
// `node scripts/changelog-section.mjs 1.0.0 [CHANGELOG.md]`. Exits 1 when the version has no
// section or an empty one, so that no release goes out without its notes.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/**
 * The body of the `## [version]` section of a Keep a Changelog text, without its heading and
 * trimmed; undefined when there is no such section or it is empty.
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start === -1) return undefined;
  const rest = lines.slice(start + 1);
  // The section ends at the next version's heading or at the link references below the last one.
  const end = rest.findIndex((line) => line.startsWith('## ') || /^\[[^\]]+\]: /.test(line));
  const body = (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
  return body === '' ? undefined : body;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [version, file = 'CHANGELOG.md'] = process.argv.slice(2);
  if (!version) {
    console.error('usage: node scripts/changelog-section.mjs VERSION [CHANGELOG.md]');
    process.exit(2);
  }
  const section = changelogSection(await readFile(file, 'utf8'), version.replace(/^v/, ''));
  if (section === undefined) {
    console.error(`${file} has no section "## [${version}]" with content: add one before tagging.`);
    process.exit(1);
  }
  console.log(section);
}
