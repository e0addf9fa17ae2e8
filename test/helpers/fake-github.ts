/**
 * A loopback stand-in for the GitHub REST API (reached through GITHUB_API_URL): just the
 * endpoints the pull request comment, the deployment and the crash issues use, with comments and
 * their authors, deployments and their statuses, and issues kept in memory.
 * A token is a personal access token when `userTokens` names its user (GET /user answers), else
 * an installation token (GET /user answers 403, as GitHub does) of the app `appTokens` names,
 * by default the GITHUB_TOKEN's `github-actions[bot]`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerDeployments, type FakeDeployment } from './fake-deployments.js';

export interface FakeComment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string; type: 'User' | 'Bot' };
}

/** An issue (the report/ sub-action's crash issues). */
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: { name: string }[];
  state: 'open' | 'closed';
  html_url: string;
}

/** The author of the comments made with the workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT = 'github-actions[bot]';

/** What the fake holds and how it behaves. */
export interface FakeGitHub {
  url: string;
  /** Comments by pull request number. */
  comments: Map<number, FakeComment[]>;
  /** Open pull requests by commit sha (for push events). */
  pullsByCommit: Map<string, number>;
  /** Tokens that get 403 on writes, like a fork's read-only GITHUB_TOKEN. */
  readOnlyTokens: Set<string>;
  /** Personal access tokens: token → the user's login. */
  userTokens: Map<string, string>;
  /** Installation tokens of other GitHub Apps: token → the app's bot login (`name[bot]`). */
  appTokens: Map<string, string>;
  /** The repository's deployments with their statuses, oldest first (test/helpers/fake-deployments.ts). */
  deployments: FakeDeployment[];
  /** The repository's issues, oldest first. */
  issues: FakeIssue[];
  /** Every request, as "METHOD /path". */
  requests: string[];
  /**
   * Before the next comment is created, another job's comment with this body appears first (the
   * race of two matrix jobs that both found no comment).
   */
  racingBody: string | undefined;
  /**
   * The next this many comment updates wait until all of them have arrived, then land in the
   * order they came: jobs that each read the comment before any of them wrote it (GitHub has no
   * compare-and-swap for comments).
   */
  holdWrites: number;
  /** Runs before a comment is read by its id: another job that writes it meanwhile. */
  beforeRead: (() => void) | undefined;
  /** The answer to the next request, whatever it asks (then cleared). */
  failNext: { status: number; message: string } | undefined;
  /** Puts a comment by `login` on pull request `number`, as if posted before the run. */
  addComment(number: number, body: string, login: string): FakeComment;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1;
  const fake: Omit<FakeGitHub, 'url' | 'close'> = {
    comments: new Map(),
    pullsByCommit: new Map(),
    readOnlyTokens: new Set(),
    userTokens: new Map(),
    appTokens: new Map(),
    deployments: [],
    issues: [],
    requests: [],
    racingBody: undefined,
    holdWrites: 0,
    beforeRead: undefined,
    failNext: undefined,
    addComment: (number, body, login) => {
      const id = nextId++;
      const comment: FakeComment = {
        id,
        body,
        html_url: `https://github.test/pull/${number}#${id}`,
        user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      };
      fake.comments.set(number, [...(fake.comments.get(number) ?? []), comment]);
      return comment;
    },
  };
  const held: (() => void)[] = [];
  /** Resolves once `holdWrites` updates have arrived; at once when none are held. */
  const heldWrite = () =>
    new Promise<void>((resolve) => {
      held.push(resolve);
      if (held.length < fake.holdWrites) return;
      fake.holdWrites = 0;
      for (const release of held.splice(0)) release();
    });
  const loginOf = (token: string) =>
    fake.userTokens.get(token) ?? fake.appTokens.get(token) ?? ACTIONS_BOT;
  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', 'http://fake');
      const path = address.pathname;
      fake.requests.push(`${request.method ?? ''} ${path}`);
      const token = (request.headers.authorization ?? '').replace(/^token /, '');
      const body = await bodyOf(request);
      const commitPulls = /^\/repos\/[^/]+\/[^/]+\/commits\/([^/]+)\/pulls$/.exec(path);
      const issueComments = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path);
      const oneComment = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path);
      const repoIssues = /^\/repos\/[^/]+\/[^/]+\/issues$/.test(path);
      const method = request.method ?? '';
      // Answered only where neither a planned failure nor a read-only token answers first.
      const refused = fake.failNext ?? (method !== 'GET' && fake.readOnlyTokens.has(token));
      const deployed = refused
        ? undefined
        : answerDeployments(
            fake.deployments,
            { method, path, body, login: loginOf(token), query: address.searchParams },
            () => nextId++,
          );
      if (fake.failNext) {
        const { status, message } = fake.failNext;
        fake.failNext = undefined;
        send(response, status, { message });
      } else if (request.method !== 'GET' && fake.readOnlyTokens.has(token)) {
        send(response, 403, { message: 'Resource not accessible by integration' });
      } else if (path === '/user' && request.method === 'GET') {
        const login = fake.userTokens.get(token);
        if (login === undefined)
          send(response, 403, { message: 'Resource not accessible by integration' });
        else send(response, 200, { login, type: 'User' });
      } else if (deployed) {
        send(response, deployed.status, deployed.body);
      } else if (repoIssues && request.method === 'GET') {
        // listForRepo: by label (one), any state with state=all; one page.
        const query = new URL(request.url ?? '/', 'http://fake').searchParams;
        const label = query.get('labels');
        const state = query.get('state') ?? 'open';
        send(
          response,
          200,
          fake.issues.filter(
            (issue) =>
              (label === null || issue.labels.some((each) => each.name === label)) &&
              (state === 'all' || issue.state === state),
          ),
        );
      } else if (repoIssues && request.method === 'POST') {
        const number = nextId++;
        const labels = Array.isArray(body.labels) ? body.labels.map(String) : [];
        const issue: FakeIssue = {
          number,
          title: String(body.title),
          body: String(body.body),
          labels: labels.map((name) => ({ name })),
          state: 'open',
          html_url: `https://github.test/issues/${number}`,
        };
        fake.issues.push(issue);
        send(response, 201, issue);
      } else if (commitPulls && request.method === 'GET') {
        const number = fake.pullsByCommit.get(commitPulls[1] ?? '');
        send(response, 200, number === undefined ? [] : [{ number, state: 'open' }]);
      } else if (issueComments && request.method === 'GET') {
        send(response, 200, fake.comments.get(Number(issueComments[1])) ?? []);
      } else if (issueComments && request.method === 'POST') {
        const number = Number(issueComments[1]);
        // The other job of the matrix runs with the same token, so its comment has our author.
        if (fake.racingBody !== undefined) {
          fake.addComment(number, fake.racingBody, loginOf(token)).html_url =
            `https://github.test/pull/${number}#race`;
          fake.racingBody = undefined;
        }
        send(response, 201, fake.addComment(number, String(body.body), loginOf(token)));
      } else if (oneComment && request.method === 'DELETE') {
        for (const [number, list] of fake.comments) {
          fake.comments.set(
            number,
            list.filter((entry) => entry.id !== Number(oneComment[1])),
          );
        }
        response.writeHead(204).end();
      } else if (oneComment && (request.method === 'GET' || request.method === 'PATCH')) {
        if (request.method === 'PATCH') await heldWrite();
        else fake.beforeRead?.();
        const comment = [...fake.comments.values()]
          .flat()
          .find((entry) => entry.id === Number(oneComment[1]));
        if (!comment) {
          send(response, 404, { message: 'Not Found' });
          return;
        }
        if (request.method === 'PATCH') comment.body = String(body.body);
        send(response, 200, comment);
      } else {
        send(response, 404, { message: 'Not Found' });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The same object the server reads, so that tests can set racingBody on what they are given.
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  });
}
