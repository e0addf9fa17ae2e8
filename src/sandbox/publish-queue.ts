import { rm } from 'node:fs/promises';
import type { Clock } from './clock.js';
import { storeIcon } from './icons.js';
import type { PackageInfo, Platform } from './model.js';
import { readPackage } from './package-reader.js';
import type { SandboxState, UploadSettings } from './state.js';

/** A package that reached storage (HTTP 204) and waits to be published. */
export interface StoredUpload {
  /** The storage key from getCOSToken: the key buildInfo is polled with. */
  key: string;
  /** The buildKey of the build once published (see UploadTicket). */
  buildKey: string;
  platform: Platform;
  filePath: string;
  fileName: string;
  /** Bytes. */
  fileSize: number;
  settings: UploadSettings;
}

/**
 * Where a key stands, as buildInfo reports it (service.md#build-info): parsing 1246, publishing
 * 1247, failed 1216, published the build record.
 */
export type PublishPhase = 'parsing' | 'publishing' | 'failed' | 'published';

/** How the queue runs: the durations of the two in-progress phases, in ms, on `clock`. */
export interface PublishPace {
  parseMs: number;
  publishMs: number;
  clock: Clock;
  /** Where the icons of the packages go (see storeIcon). */
  iconDir: string;
}

interface Entry {
  upload: StoredUpload;
  /** A never-publish fault was active: the build stays in `publishing`. */
  neverPublish: boolean;
  phase: PublishPhase;
  info?: PackageInfo;
  /** The stored icon's key, '' for none; set with `info`. */
  iconKey: string;
  /** The publishing delay has passed; the build goes out once nothing else holds it. */
  due: boolean;
}

/**
 * The service's publish queue (service.md#build-info, #quirks): an upload is `parsing` for parseMs
 * while its package is read, then `failed` when it cannot be read as the ticket's platform, else
 * `publishing` for publishMs, then published into the state, or `failed` when the channel it
 * names belongs to another app. A HAP also waits for its signing certificate
 * (app/uploadHarmonyCert) before it is published.
 */
export class PublishQueue {
  readonly #entries = new Map<string, Entry>();
  readonly #harmonyCertificates = new Set<string>();
  readonly #stop = new AbortController();
  /** Uploads being processed: close() waits for them, so none writes into a removed folder. */
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly state: SandboxState,
    private readonly pace: PublishPace,
  ) {}

  /**
   * Starts processing an upload. A key already queued keeps its first upload (see storage).
   * @param neverPublish keep the build in `publishing` for ever (the never-publish fault).
   */
  enqueue(upload: StoredUpload, neverPublish = false): void {
    if (this.#entries.has(upload.key)) return;
    const entry: Entry = { upload, neverPublish, phase: 'parsing', iconKey: '', due: false };
    this.#entries.set(upload.key, entry);
    const running = this.#process(entry)
      .catch(() => {
        // Stopped by close(), or the stored file vanished with the data directory.
        if (entry.phase !== 'published') entry.phase = 'failed';
      })
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** The phase of `key`, or undefined when no upload of that key reached storage. */
  phase(key: string): PublishPhase | undefined {
    return this.#entries.get(key)?.phase;
  }

  /** The buildKey the upload of storage key `key` is published under, if it reached storage. */
  buildKeyOf(key: string): string | undefined {
    return this.#entries.get(key)?.upload.buildKey;
  }

  /** Records that the HarmonyOS signing certificate of `key` arrived; it may publish the build. */
  receiveHarmonyCertificate(key: string): void {
    this.#harmonyCertificates.add(key);
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.#publishIfDue(entry);
  }

  /**
   * Stops every pending timer and resolves once no upload is being processed any more (a package
   * being read or an icon being stored finishes first); entries stay where they are.
   */
  async close(): Promise<void> {
    this.#stop.abort();
    await Promise.all(this.#running);
  }

  async #process(entry: Entry): Promise<void> {
    const { upload } = entry;
    const signal = this.#stop.signal;
    const { clock } = this.pace;
    const [contents] = await Promise.all([
      readPackage(upload.filePath, upload.platform).catch(() => undefined),
      clock.sleep(this.pace.parseMs, signal),
    ]);
    if (contents === undefined) {
      entry.phase = 'failed';
      await rm(upload.filePath, { force: true });
      return;
    }
    if (contents.icon !== undefined)
      entry.iconKey = await storeIcon(this.pace.iconDir, contents.icon);
    entry.info = contents.info;
    entry.phase = 'publishing';
    await clock.sleep(this.pace.publishMs, signal);
    entry.due = true;
    this.#publishIfDue(entry);
  }

  #publishIfDue(entry: Entry): void {
    const { upload, info } = entry;
    if (!entry.due || entry.phase !== 'publishing' || info === undefined) return;
    if (entry.neverPublish) return;
    if (upload.platform === 'harmony' && !this.#harmonyCertificates.has(upload.key)) return;
    try {
      this.#publish(entry, upload, info);
      entry.phase = 'published';
    } catch {
      // The channel the upload named belongs to another app than the package's.
      entry.phase = 'failed';
    }
  }

  #publish(entry: Entry, upload: StoredUpload, info: PackageInfo): void {
    this.state.publish({
      key: upload.buildKey,
      platform: upload.platform,
      info,
      fileName: upload.fileName,
      fileSize: upload.fileSize,
      filePath: upload.filePath,
      iconKey: entry.iconKey,
      settings: upload.settings,
      created: this.pace.clock.now(),
    });
  }
}
