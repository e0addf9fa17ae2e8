/** The release's files: LICENSE, and a CHANGELOG.md section for package.json's version. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogSection } from '../../../scripts/changelog-section.mjs';

const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { version: string; license: string };

describe('the release files', () => {
  it('have an MIT LICENSE, as package.json says', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} pgyer-actions contributors\n/,
    );
  });

  it("have release notes for package.json's version and an Unreleased section above them", () => {
    const changelog = read('CHANGELOG.md');
    expect(changelogSection(changelog, pkg.version)).toContain('### Added');
    expect(changelog.indexOf('## [Unreleased]')).toBeGreaterThan(-1);
    expect(changelog.indexOf('## [Unreleased]')).toBeLessThan(
      changelog.indexOf(`## [${pkg.version}]`),
    );
    expect(changelog).toContain(
      `[${pkg.version}]: https://github.com/pgyer-actions/pgyer-actions/`,
    );
  });
});

describe('changelogSection', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '## [1.1.0] - 2027-01-02',
    '',
    '### Fixed',
    '',
    '- One thing.',
    '',
    '## [1.0.0] - 2026-11-23',
    '',
    '### Added',
    '',
    '- Everything.',
    '',
    '[Unreleased]: https://example.com/compare/v1.1.0...HEAD',
    '[1.1.0]: https://example.com/v1.1.0',
  ].join('\n');

  it("is one version's section, up to the next version", () => {
    expect(changelogSection(changelog, '1.1.0')).toBe('### Fixed\n\n- One thing.');
  });

  it('of the last version stops at the link references', () => {
    expect(changelogSection(changelog, '1.0.0')).toBe('### Added\n\n- Everything.');
  });

  it('is undefined for a version without a section, or with an empty one', () => {
    expect(changelogSection(changelog, '2.0.0')).toBeUndefined();
    expect(changelogSection(changelog, 'Unreleased')).toBeUndefined();
    expect(changelogSection(changelog, '1.0')).toBeUndefined();
  });
});
