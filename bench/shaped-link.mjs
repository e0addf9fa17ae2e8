// A shaped link for `npm run bench` where the kernel has no netem: a TCP relay between two loopback
// ports that delays each direction by half the round trip and paces it to a rate, and a storage
// sink (getCOSToken and the storage POST, the body counted and dropped) that notes when it
// answered. Loopback only, bounded in connections and in time.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, createServer as createTcpServer } from 'node:net';
import { join } from 'node:path';

const LOOPBACK = '127.0.0.1';
/**
 * Bytes a direction may queue before the link (not yet serialised) before its sender is paused:
 * 256 KiB, or 20 ms of the link's rate when that is more. At 1 Gbit/s 256 KiB lasts 2 ms, less
 * than the relay's timers take to notice it drained: the link idled and carried 630 Mbit/s.
 */
const QUEUE_BYTES = 256 * 1024;
const QUEUE_MS = 20;
/** Pieces the link serialises, so that a 64 KiB read does not arrive as one burst. */
const SLICE_BYTES = 16 * 1024;

/**
 * One direction of the link: bytes written at `now` leave the queue at `rate` and arrive
 * `delayMs` later. Before `openAt` (the end of the emulated TCP handshake) nothing is sent: the
 * relay accepts at once, as the kernel does, but a real link spends a round trip on SYN, SYN-ACK.
 */
class Direction {
  constructor(source, target, { delayMs, bytesPerMs, openAt }) {
    Object.assign(this, { source, target, delayMs, bytesPerMs });
    this.queueBytes = Math.max(QUEUE_BYTES, bytesPerMs * QUEUE_MS);
    this.linkFreeAt = openAt;
    this.queued = 0;
    this.pending = [];
    this.timer = undefined;
    this.ended = false;
    source.on('data', (chunk) => this.push(chunk));
    source.on('end', () => {
      this.ended = true;
      this.schedule();
    });
  }

  push(chunk) {
    const now = performance.now();
    for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
      const slice = chunk.subarray(at, at + SLICE_BYTES);
      const start = Math.max(now, this.linkFreeAt);
      this.linkFreeAt = start + (this.bytesPerMs ? slice.length / this.bytesPerMs : 0);
      this.pending.push({
        slice,
        sentAt: this.linkFreeAt,
        arriveAt: this.linkFreeAt + this.delayMs,
      });
      this.queued += slice.length;
    }
    if (this.queued > this.queueBytes) this.source.pause();
    this.schedule();
  }

  schedule() {
    if (this.timer) return;
    const next = this.pending[0];
    if (!next) {
      if (this.ended) this.target.end();
      return;
    }
    // The queue drains when a slice leaves it (serialised), not when it arrives.
    this.timer = setTimeout(() => this.deliver(), Math.max(0, next.arriveAt - performance.now()));
  }

  deliver() {
    this.timer = undefined;
    const now = performance.now();
    // The slices due now leave in one writev: a write per 16 KiB slice capped the relay near
    // 1 Gbit/s, below the rate of the fastest link.
    this.target.cork();
    while (this.pending.length && this.pending[0].arriveAt <= now + 0.5) {
      const { slice } = this.pending.shift();
      this.target.write(slice);
    }
    this.target.uncork();
    this.queued = this.pending
      .filter(({ sentAt }) => sentAt > now)
      .reduce((sum, { slice }) => sum + slice.length, 0);
    if (this.queued <= this.queueBytes / 2 && this.source.isPaused()) this.source.resume();
    this.schedule();
  }

  stop() {
    clearTimeout(this.timer);
    this.pending = [];
  }
}

/**
 * Starts a relay on an ephemeral loopback port to `targetPort`: `rttMs` round trip (half each
 * way, also spent once on the TCP handshake), `mbitPerSecond` each way (0: unpaced). Closes itself
 * after `maxConnections` connections or `maxSeconds`, whichever comes first.
 */
export async function startRelay({
  targetPort,
  rttMs,
  mbitPerSecond,
  maxConnections = 64,
  maxSeconds = 900,
}) {
  const bytesPerMs = (mbitPerSecond * 1e6) / 8 / 1000;
  const delayMs = rttMs / 2;
  const sockets = new Set();
  let accepted = 0;
  const server = createTcpServer((client) => {
    accepted += 1;
    if (accepted >= maxConnections) server.close();
    const upstream = connect(targetPort, LOOPBACK);
    const openAt = performance.now() + rttMs;
    const up = new Direction(client, upstream, { delayMs, bytesPerMs, openAt });
    const down = new Direction(upstream, client, { delayMs, bytesPerMs, openAt });
    const abort = () => {
      up.stop();
      down.stop();
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', abort);
      // A side that ended (its FIN) is passed on by its Direction once the data before it has
      // crossed the link; only a side that went without ending takes the other one with it.
      socket.on('close', () => {
        sockets.delete(socket);
        if (!socket.readableEnded) abort();
      });
    }
  });
  await new Promise((resolve) => server.listen(0, LOOPBACK, resolve));
  const deadline = setTimeout(() => close(), maxSeconds * 1000).unref();
  function close() {
    clearTimeout(deadline);
    server.close();
    for (const socket of sockets) socket.destroy();
  }
  return { port: server.address().port, close };
}

/** A certificate for 127.0.0.1 made by openssl for this run: { key, cert, certPath }. */
export async function makeLoopbackCertificate(dir) {
  const keyPath = join(dir, 'sink-key.pem');
  const certPath = join(dir, 'sink-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '1',
      '-subj',
      `/CN=${LOOPBACK}`,
      '-addext',
      `subjectAltName=IP:${LOOPBACK}`,
    ],
    { stdio: 'ignore' },
  );
  return { key: await readFile(keyPath), cert: await readFile(certPath), certPath };
}

/**
 * The service as an upload with `wait: false` sees it, and nothing more: getCOSToken answers a
 * token whose endpoint is `publicOrigin()` + /storage (the relay's port, so that the storage POST
 * crosses the link too), and the storage POST is read to its end and answered 204. `requests` and
 * `answers` keep the times (performance.now() of this process) each request's head arrived and
 * each answer was sent, by path. With `closeAfterStorage` the storage answer closes its connection,
 * as when the next upload comes after the agent's keep-alive (5 s) or the host closes it.
 */
export async function startSink({ tls, closeAfterStorage = false } = {}) {
  const answers = [];
  const requests = [];
  let publicOrigin = '';
  const token = () => {
    const key = randomBytes(16).toString('hex');
    return {
      key,
      endpoint: `${publicOrigin}/storage`,
      params: { key, signature: 'q-signature=bench', 'x-cos-security-token': 'bench' },
    };
  };
  const handler = (request, response) => {
    const path = new URL(request.url, 'http://sink').pathname;
    requests.push({ path, at: performance.now() });
    request.on('data', () => undefined);
    request.on('end', () => {
      if (path.endsWith('/getCOSToken')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ code: 0, message: '', data: token() }));
      } else if (path === '/storage') {
        response.writeHead(204, closeAfterStorage ? { connection: 'close' } : {}).end();
      } else {
        response.writeHead(404).end();
      }
      response.on('finish', () => answers.push({ path, at: performance.now() }));
    });
  };
  const server = tls ? createHttpsServer(tls, handler) : createHttpServer(handler);
  await new Promise((resolve) => server.listen(0, LOOPBACK, resolve));
  return {
    port: server.address().port,
    answers,
    requests,
    /** A token as getCOSToken answers it, without a request (for curl's runs). */
    token,
    /** Where the token's endpoint points: the relay in front of this sink. */
    setPublicOrigin: (origin) => (publicOrigin = origin),
    close: () => {
      server.closeAllConnections?.();
      server.close();
    },
  };
}
