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
  apps += 1;
  const builds = Array.from({ length: count }, (_, index) =>
    sandbox.state.addBuild({
      platform: 'android',
      identifier: `com.example.seeded${apps}`,
      name: `Seeded ${apps}`,
      version: `1.${index}`,
      ...(created ? { created: created(index) } : {}),
    }),
  );
  return { appKey: builds[0]?.appKey ?? '', buildKeys: builds.map((build) => build.key) };
}
