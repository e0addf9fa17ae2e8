/**
 * The upload run's one look-up of what the service holds of its files: each file's identity, the
 * app it will be published to, and that app's newest builds. Release notes (their base), the
 * if-published decision and the app key of each uploaded build all read it, so a run asks
 * app/listMy once and app/builds once per app, whichever of them needs it first (README.md
 * "What a run costs").
 */
import {
  BUILD_TYPE_CODES,
  listBuilds,
  listMyApps,
  viewApp,
  type BuildRecord,
  type BuildType,
  type Transport,
} from '../../../api/index.js';
import {
  identityOfManifest,
  readPackageIdentity,
  type PackageIdentity,
} from '../../package/package-identity.js';
import type { JobLogger } from '../../logger.js';
import type { UploadFile } from '../options.js';

/**
 * What the run's steps ask of the look-up. Each answer is asked of the service at most once per
 * run and shared; each method rejects as the request it makes (ApiError, NetworkError as
 * Transport.call) or the manifest read (an Error saying what was not understood), and the caller
 * decides what a failure means for it (a warning, mostly).
 */
export interface AppsOfFiles {
  /**
   * The identity of `file`: from the manifest the options' check read (UploadFile.manifest), else
   * read once through the bounded reader.
   */
  identityOf(file: UploadFile): Promise<PackageIdentity>;
  /**
   * The app `file` will be published to, as app/listMy page 1 lists it (api-v2 §4.10: each app by
   * its current build, with its appKey); undefined when the app is not there (not created yet, or
   * past the first page).
   */
  appOf(file: UploadFile): Promise<BuildRecord | undefined>;
  /**
   * Page 1 of the app's builds (app/builds, api-v2 §4.9), newest first. The builds a run compares
   * with come from here: the base of release notes (release-notes/recorded-base.ts), the same
   * package already published (rerun/published-lookup.ts), and the build this one replaces (the
   * newest from the same branch per its `git-commit:` line, else the newest of the same
   * identifier and build type).
   */
  buildsOf(appKey: string): Promise<readonly BuildRecord[]>;
  /**
   * One build of the app with its description (app/view, api-v2 §4.5): what its commit line
   * records (the base of release notes, the build this one replaces) is read from here.
   */
  viewOf(appKey: string, buildKey: string): Promise<BuildRecord>;
  /**
   * app/listMy page 1 if it was asked already (or is under way), else undefined: what the app key
   * of a published build is taken from without another request (publish/app-keys.ts).
   */
  appsAsked(): Promise<readonly BuildRecord[]> | undefined;
  /** app/listMy page 1, asked now unless it was asked already. */
  apps(): Promise<readonly BuildRecord[]>;
  /**
   * Says that a step could not use the look-up: a warning the first time in the run, an info line
   * after it. The steps share the look-up's failures (memoized), so one problem is one annotation,
   * and each later step still says in the log what it went without.
   */
  warnOnce(logger: Pick<JobLogger, 'warning' | 'info'>, line: string): void;
}

/** Whether the app/listMy entry is the app of a package: same identifier and build type. */
export function isOfApp(
  entry: BuildRecord,
  file: { buildType: BuildType; identity: PackageIdentity },
): boolean {
  return (
    entry.buildIdentifier === file.identity.identifier &&
    (entry.buildType === undefined || entry.buildType === BUILD_TYPE_CODES[file.buildType])
  );
}

/**
 * The look-up of one run: asks nothing until a step needs it, then each request once (memoized,
 * a failure too: a step that meets it decides, and the next does not ask again).
 */
export class RunLookup implements AppsOfFiles {
  private readonly identities = new Map<UploadFile, Promise<PackageIdentity>>();
  private readonly builds = new Map<string, Promise<readonly BuildRecord[]>>();
  private readonly views = new Map<string, Promise<BuildRecord>>();
  private listed: Promise<readonly BuildRecord[]> | undefined;
  private warned = false;

  constructor(private readonly transport: Transport) {}

  identityOf(file: UploadFile): Promise<PackageIdentity> {
    return remembered(this.identities, file, () =>
      file.manifest
        ? identityOfManifest(file.buildType, file.manifest)
        : readPackageIdentity(file.path, file.buildType),
    );
  }

  async appOf(file: UploadFile): Promise<BuildRecord | undefined> {
    const [identity, apps] = await Promise.all([this.identityOf(file), this.apps()]);
    return apps.find((entry) => isOfApp(entry, { buildType: file.buildType, identity }));
  }

  buildsOf(appKey: string): Promise<readonly BuildRecord[]> {
    return remembered(this.builds, appKey, async () => {
      return (await listBuilds(this.transport, appKey, 1)).items;
    });
  }

  viewOf(appKey: string, buildKey: string): Promise<BuildRecord> {
    return remembered(this.views, `${appKey} ${buildKey}`, () =>
      viewApp(this.transport, appKey, buildKey),
    );
  }

  appsAsked(): Promise<readonly BuildRecord[]> | undefined {
    return this.listed;
  }

  warnOnce(logger: Pick<JobLogger, 'warning' | 'info'>, line: string): void {
    if (this.warned) logger.info(line);
    else logger.warning(line);
    this.warned = true;
  }

  apps(): Promise<readonly BuildRecord[]> {
    this.listed ??= listMyApps(this.transport, 1).then((page) => page.items);
    // A step that never awaits it (a cancelled run) leaves no unhandled rejection.
    this.listed.catch(() => undefined);
    return this.listed;
  }
}

/** The promise kept under `key`, made by `make` the first time. */
function remembered<K, V>(kept: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  let value = kept.get(key);
  if (!value) {
    value = make();
    value.catch(() => undefined);
    kept.set(key, value);
  }
  return value;
}
