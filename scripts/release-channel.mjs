// Where the release workflow puts a pushed version tag: npm's dist-tag for the CLI package and the
// major tag (v1) to move to it, if any. `git tag --list 'v*' | node scripts/release-channel.mjs
// v1.2.3` prints `npm-tag=…` and `major-tag=…` (empty: the major tag stays), the lines of a step's
// $GITHUB_OUTPUT. Exits 1 for a tag that is not vX.Y.Z[-pre], before anything is published.
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

/**
 * The channel of the release `tag` among the repository's `tags`: npm's `latest` only for the
 * highest release (no pre-release) of all, the major tag (`v1`) only for the highest release of
 * its major version, so that an older patch on a maintenance line moves neither; a pre-release
 * goes to `next`, any other release to `maintenance` (npm needs a dist-tag). `tag` counts whether
 * `tags` lists it or not; tags of `tags` that are not versions (`v1` itself) are ignored.
 * @param {string} tag the pushed tag, `v` and a semantic version (1.2.3, 2.0.0-rc.1)
 * @param {readonly string[]} tags the repository's tags, as `git tag --list` prints them
 * @returns {{ npmTag: 'latest' | 'next' | 'maintenance', majorTag: string | undefined }}
 * @throws {Error} when `tag` is not `v` and a semantic version
 */
export function releaseChannel(tag, tags) {
  const version = versionOf(tag);
  if (version === undefined) throw new Error(`"${tag}" is not a version tag (v1.2.3, v2.0.0-rc.1)`);
  if (semver.prerelease(version)) return { npmTag: 'next', majorTag: undefined };
  const versions = [version, ...tags.flatMap((other) => versionOf(other) ?? [])];
  const major = semver.major(version);
  // maxSatisfying leaves pre-releases out: v1.3.0-rc.1 does not hold back v1.2.0.
  const highest = (range) => semver.eq(version, semver.maxSatisfying(versions, range));
  return {
    npmTag: highest('*') ? 'latest' : 'maintenance',
    majorTag: highest(`${major}.x`) ? `v${major}` : undefined,
  };
}

/**
 * The semantic version of a `v1.2.3` tag, without the `v`; undefined for any other tag, also for
 * those semver would read after cleaning them up (`vv1.2.3`, `v1.2.3 `).
 */
function versionOf(tag) {
  const version = semver.valid(tag.slice(1));
  return version !== null && tag === `v${version}` ? version : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tag = process.argv[2] ?? '';
  const tags = (await text(process.stdin)).split(/\r?\n/).filter((line) => line !== '');
  try {
    const { npmTag, majorTag } = releaseChannel(tag, tags);
    console.log(`npm-tag=${npmTag}\nmajor-tag=${majorTag ?? ''}`);
  } catch (error) {
    console.error(`${error.message}: usage: git tag --list 'v*' | node ${process.argv[1]} TAG`);
    process.exit(1);
  }
}
