/**
 * The deployments part of the fake GitHub (test/helpers/fake-github.ts): creating a deployment
 * and its statuses, in the shapes GitHub's REST API documents ("REST API endpoints for
 * deployments" and "… for deployment statuses"), kept in memory so that tests can read the
 * deployments and each one's status sequence. `auto_inactive` is emulated as GitHub documents
 * it: a new `success` status adds an `inactive` status to every earlier non-transient,
 * non-production deployment of the same environment whose latest state is `success`.
 */

/** A deployment status as GitHub answers it (the fields the tests read and a few more). */
export interface FakeDeploymentStatus {
  id: number;
  state: string;
  description: string;
  environment: string;
  environment_url: string;
  log_url: string;
  target_url: string;
  creator: { login: string };
  created_at: string;
  deployment_url: string;
}

/** A deployment as GitHub answers it, with its statuses, oldest first. */
export interface FakeDeployment {
  id: number;
  sha: string;
  ref: string;
  task: string;
  environment: string;
  original_environment: string;
  description: string | null;
  payload: unknown;
  transient_environment: boolean;
  production_environment: boolean;
  creator: { login: string };
  created_at: string;
  url: string;
  statuses_url: string;
  /** Kept beside the deployment for the tests; GitHub lists them at statuses_url. */
  statuses: FakeDeploymentStatus[];
  /** What the request asked for, as sent: required_contexts, auto_merge. */
  request: Record<string, unknown>;
}

/** An answer of the fake: the HTTP status and the JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

const STATES = new Set([
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
]);

/**
 * Answers the deployment endpoints, or returns undefined for any other path.
 * @param list the repository's deployments, oldest first: appended to and updated in place
 * @param nextId gives each new deployment and status its id
 */
export function answerDeployments(
  list: FakeDeployment[],
  request: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    login: string;
    query?: URLSearchParams;
  },
  nextId: () => number,
): FakeAnswer | undefined {
  const base = /^\/repos\/([^/]+)\/([^/]+)\/deployments(?:\/(\d+)\/statuses)?$/.exec(request.path);
  if (base && request.method === 'GET' && base[3] === undefined)
    return { status: 200, body: listed(list, request.query) };
  if (!base || request.method !== 'POST') return undefined;
  const [, owner = '', repo = '', deploymentId] = base;
  const api = `https://api.github.test/repos/${owner}/${repo}`;
  const { body, login } = request;
  if (deploymentId === undefined) {
    if (typeof body.ref !== 'string' || body.ref === '') {
      return { status: 422, body: { message: 'Invalid request.\n\n"ref" wasn\'t supplied.' } };
    }
    const id = nextId();
    const environment = typeof body.environment === 'string' ? body.environment : 'production';
    const deployment: FakeDeployment = {
      id,
      // A sha stands for itself; the fake resolves no branch names.
      sha: body.ref,
      ref: body.ref,
      task: typeof body.task === 'string' ? body.task : 'deploy',
      environment,
      original_environment: environment,
      description: typeof body.description === 'string' ? body.description : null,
      payload: body.payload ?? {},
      transient_environment: body.transient_environment === true,
      production_environment:
        typeof body.production_environment === 'boolean'
          ? body.production_environment
          : environment === 'production',
      creator: { login },
      created_at: new Date().toISOString(),
      url: `${api}/deployments/${id}`,
      statuses_url: `${api}/deployments/${id}/statuses`,
      statuses: [],
      request: { auto_merge: body.auto_merge, required_contexts: body.required_contexts },
    };
    list.push(deployment);
    const { statuses: _statuses, request: _request, ...shown } = deployment;
    return { status: 201, body: shown };
  }
  const deployment = list.find((entry) => entry.id === Number(deploymentId));
  if (!deployment) return { status: 404, body: { message: 'Not Found' } };
  if (typeof body.state !== 'string' || !STATES.has(body.state)) {
    return { status: 422, body: { message: 'Validation Failed' } };
  }
  const status = statusOf(deployment, body, login, nextId());
  deployment.statuses.push(status);
  if (status.state === 'success' && body.auto_inactive !== false)
    inactivateEarlier(list, deployment, nextId);
  return { status: 201, body: status };
}

/** GET …/deployments: newest first, filtered by `sha` and `environment` as GitHub does (one page). */
function listed(list: readonly FakeDeployment[], query: URLSearchParams | undefined): unknown[] {
  const sha = query?.get('sha');
  const environment = query?.get('environment');
  return [...list]
    .reverse()
    .filter(
      (entry) => (!sha || entry.sha === sha) && (!environment || entry.environment === environment),
    )
    .map(({ statuses: _statuses, request: _request, ...shown }) => shown);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function statusOf(
  deployment: FakeDeployment,
  body: Record<string, unknown>,
  login: string,
  id: number,
): FakeDeploymentStatus {
  // log_url replaces target_url; GitHub sets target_url to it.
  const logUrl = text(body.log_url) || text(body.target_url);
  return {
    id,
    state: String(body.state),
    description: text(body.description),
    environment: text(body.environment) || deployment.environment,
    environment_url: text(body.environment_url),
    log_url: logUrl,
    target_url: logUrl,
    creator: { login },
    created_at: new Date().toISOString(),
    deployment_url: deployment.url,
  };
}

/** GitHub's auto_inactive: earlier successful deployments of the environment become inactive. */
function inactivateEarlier(
  list: FakeDeployment[],
  current: FakeDeployment,
  nextId: () => number,
): void {
  for (const earlier of list) {
    if (earlier.id >= current.id || earlier.environment !== current.environment) continue;
    if (earlier.transient_environment || earlier.production_environment) continue;
    if (earlier.statuses.at(-1)?.state !== 'success') continue;
    earlier.statuses.push(
      statusOf(earlier, { state: 'inactive' }, current.creator.login, nextId()),
    );
  }
}
