/** Seeding the sandbox for end-to-end tests. */
import type { Sandbox } from '../../src/sandbox/server.js';

/** A seeded app: its appKey and its builds' keys, oldest first. */
export interface SeededApp {
  appKey: string;
  buildKeys: string[];
}

let apps = 0;

/**
 * A fresh Android app (its own identifier) with `count` published builds, versions 1.0, 1.1, …;
 * the last one seeded is the newest.
 * @param created the upload time of the build at `index`; default now
 */
export function seedApp(
  sandbox: Sandbox,
  count: number,
  created?: (index: number) => Date,
): SeededApp {
  const versions = Array.from({ length: count }, (_, index) => `1.${index}`);
  return seedVersions(sandbox, versions, { created });
}

/**
 * A fresh Android app (its own identifier) with a published build of each of `versions`, oldest
 * first: for service data a front-end must show as text, such as a workflow command in a version.
 * @param options.name the app's name; default `Seeded <n>`
 * @param options.created the upload time of the build at `index`; default now
 */
export function seedVersions(
  sandbox: Sandbox,
  versions: readonly string[],
  options: { name?: string; created?: ((index: number) => Date) | undefined } = {},
): SeededApp {
  apps += 1;
  const builds = versions.map((version, index) =>
    sandbox.state.addBuild({
      platform: 'android',
      identifier: `com.example.seeded${apps}`,
      name: options.name ?? `Seeded ${apps}`,
      version,
      ...(options.created ? { created: options.created(index) } : {}),
    }),
  );
  return { appKey: builds[0]?.appKey ?? '', buildKeys: builds.map((build) => build.key) };
}
