/**
 * Connections to the storage host opened while the upload token is asked for, so that a storage
 * upload that has no connection to reuse does not start with its own TCP and TLS handshakes (two
 * round trips with TLS 1.3: 0.3 s at 150 ms). The host is only known from the token's endpoint, so
 * the guess is the origin of the previous storage upload in this process: a file after the first
 * two of a run, or a retry. A guess that turns out wrong costs one connection, closed at once.
 */
import { Agent as HttpAgent, type AgentOptions } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { connect as tcpConnect, isIP, isIPv6, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';

/** How long an opened connection waits for its upload before it is closed unused, in ms. */
const WAIT_MS = 15_000;

/** At most this many connections wait at once (the uploads a run makes at once). */
const MAX_WAITING = 2;

/** As Node's global agents since Node 19: an idle connection is kept 5 s for the next request. */
const AGENT_OPTIONS: AgentOptions = { keepAlive: true, scheduling: 'lifo', timeout: 5_000 };

interface Waiting {
  origin: string;
  socket: Socket;
  /** Removes the listeners and the timer that only matter while the connection waits. */
  forget(): void;
}

/** The agents' connection options this module reads. */
interface ConnectOptions {
  host?: string | null | undefined;
  port?: number | string | null | undefined;
}

/**
 * The storage uploads' agents (keep-alive, as Node's global ones) and the connections opened ahead
 * for them. A waiting connection never keeps the process alive (its socket and timer are unref'd)
 * and is closed when it fails, when the host closes it, after WAIT_MS, when a token names another
 * origin, or by close. Without a proxy only: a connection opened here would bypass one. A run
 * makes one for its uploads (src/jobs/upload/run.ts) and closes it when it ends.
 */
export class StorageConnections {
  private lastOrigin: string | undefined;
  private readonly waiting = new Set<Waiting>();
  private readonly agents = {
    'http:': new (withWaiting(HttpAgent, 'http:', this))(AGENT_OPTIONS),
    'https:': new (withWaiting(HttpsAgent, 'https:', this))(AGENT_OPTIONS),
  };

  /**
   * The agent that sends a storage upload to `endpoint`: it reuses an idle connection to its
   * origin, else takes the one opened ahead, else connects. `endpoint`'s origin is what the next
   * `open` connects to, and connections waiting for another origin are closed.
   */
  agentFor(endpoint: string): HttpAgent {
    const { origin, protocol } = new URL(endpoint);
    this.lastOrigin = origin;
    for (const entry of [...this.waiting]) {
      if (entry.origin !== origin) close(entry);
    }
    return protocol === 'https:' ? this.agents['https:'] : this.agents['http:'];
  }

  /**
   * Opens a connection (TCP, and TLS for https) to the origin of the last storage endpoint, unless
   * there was none or its agent keeps an idle connection to it. Failures are silent: the upload
   * then connects itself.
   */
  open(): void {
    const origin = this.lastOrigin;
    if (origin === undefined || this.waiting.size >= MAX_WAITING) return;
    const url = new URL(origin);
    const tls = url.protocol === 'https:';
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(url.port) || (tls ? 443 : 80);
    const agent = tls ? this.agents['https:'] : this.agents['http:'];
    if (agent.freeSockets[agent.getName({ host, port })]?.length) return;
    // As https.request would: the host name for SNI and the certificate check, never an address.
    const socket = tls
      ? tlsConnect({ host, port, ...(isIP(host) ? {} : { servername: host }) })
      : tcpConnect({ host, port });
    socket.setNoDelay(true);
    socket.unref();
    const timer = setTimeout(() => {
      close(entry);
    }, WAIT_MS).unref();
    const onEnd = () => {
      close(entry);
    };
    const entry: Waiting = {
      origin,
      socket,
      forget: () => {
        clearTimeout(timer);
        socket.off('error', onEnd).off('end', onEnd).off('close', onEnd);
        this.waiting.delete(entry);
      },
    };
    socket.on('error', onEnd).on('end', onEnd).on('close', onEnd);
    this.waiting.add(entry);
  }

  /**
   * A waiting connection to `origin`, handed over (it keeps the process alive again and is no
   * longer closed here), or undefined. For the agents' createConnection.
   */
  take(origin: string): Socket | undefined {
    for (const entry of this.waiting) {
      if (entry.origin === origin && !entry.socket.destroyed) {
        entry.forget();
        return entry.socket.ref();
      }
    }
    return undefined;
  }

  /**
   * Closes every waiting connection and every connection the agents keep idle, at the end of
   * the run that owns them: nothing of its uploads outlives it (an idle one would stay up to 5 s).
   */
  close(): void {
    for (const entry of [...this.waiting]) close(entry);
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}

function close(entry: Waiting): void {
  entry.forget();
  entry.socket.destroy();
}

/**
 * `Base` (http's or https's Agent) whose new connections are the ones `connections` opened ahead
 * for their origin when there is one (Agent#createConnection, which Node documents for overriding).
 */
function withWaiting(
  Base: typeof HttpAgent,
  protocol: 'http:' | 'https:',
  connections: StorageConnections,
) {
  return class extends Base {
    override createConnection(
      options: ConnectOptions,
      callback?: (error: Error | null, socket: Duplex) => void,
    ): Duplex | null | undefined {
      const host = options.host ?? 'localhost';
      const origin = new URL(`${protocol}//${isIPv6(host) ? `[${host}]` : host}:${options.port}`)
        .origin;
      return connections.take(origin) ?? super.createConnection(options, callback);
    }
  };
}
