/**
 * A loopback stand-in for the runner's artifact service, as @actions/artifact reaches it: the
 * results service's Twirp API (ACTIONS_RESULTS_URL: CreateArtifact, FinalizeArtifact) and the
 * blob storage its signed upload URL points at (Azure's block upload: Put Block, Put Block List).
 * Each finalized artifact's zip is kept, so a test can read what was uploaded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';

/** What the fake holds. */
export interface FakeArtifactService {
  /** ACTIONS_RESULTS_URL. */
  url: string;
  /** The environment a run needs to reach this service (the runtime token and the URL). */
  env: Record<string, string>;
  /** The finalized artifacts by name: their zip's bytes. */
  artifacts: Map<string, Buffer>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A runtime token as the runner issues it, in the part @actions/artifact reads: a JWT whose `scp`
 * claim names the run's and the job's backend ids (the signature is not checked by the client).
 */
function runtimeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const scp =
    'Actions.Results:11111111-2222-3333-4444-555555555555:66666666-7777-8888-9999-000000000000';
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp })}.signature`;
}

export async function startFakeArtifactService(): Promise<FakeArtifactService> {
  const artifacts = new Map<string, Buffer>();
  // Blocks of blobs being uploaded: blob path → block id → bytes.
  const blocks = new Map<string, Map<string, Buffer>>();
  const blobs = new Map<string, Buffer>();
  let url = '';
  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', url);
      const body = await bodyOf(request);
      if (request.method === 'POST' && address.pathname.startsWith(TWIRP)) {
        const call = JSON.parse(body.toString('utf8')) as { name: string };
        if (address.pathname.endsWith('/CreateArtifact')) {
          // A path-style blob URL (account, container, blob), as Azure's client expects of an IP.
          const signed = `${url}/account/artifacts/${encodeURIComponent(call.name)}.zip?sig=fake`;
          sendJson(response, { ok: true, signed_upload_url: signed });
        } else {
          const zip = blobs.get(`/account/artifacts/${encodeURIComponent(call.name)}.zip`);
          if (zip) artifacts.set(call.name, zip);
          sendJson(response, { ok: zip !== undefined, artifact_id: String(artifacts.size) });
        }
        return;
      }
      if (request.method === 'PUT' && address.searchParams.get('comp') === 'block') {
        const ofBlob = blocks.get(address.pathname) ?? new Map<string, Buffer>();
        ofBlob.set(address.searchParams.get('blockid') ?? '', body);
        blocks.set(address.pathname, ofBlob);
        response.writeHead(201).end();
        return;
      }
      if (request.method === 'PUT' && address.searchParams.get('comp') === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted)>([^<]*)</g)];
        const ofBlob = blocks.get(address.pathname) ?? new Map<string, Buffer>();
        blobs.set(
          address.pathname,
          Buffer.concat(ids.map(([, id]) => ofBlob.get(id ?? '') ?? Buffer.alloc(0))),
        );
        response.writeHead(201, { etag: '"fake"' }).end();
        return;
      }
      response.writeHead(404).end();
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { ACTIONS_RUNTIME_TOKEN: runtimeToken(), ACTIONS_RESULTS_URL: `${url}/` },
    artifacts,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
