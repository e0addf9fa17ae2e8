/** Why a request to GitHub's REST API failed, said so that a person can act on it. */
import { toError, type Logger } from '../api/index.js';
import { redact } from '../api/redact.js';

/** What the token could not do, and the permission that lets it. */
export interface NeededPermission {
  /** `write pull request comments`, `create deployments` */
  cannot: string;
  /** `pull-requests: write`, `deployments: write` */
  permission: string;
}

/**
 * The reason for the warning of a failed request: 403 and 404 are nearly always the token's
 * permissions, so they name the one `needed`. The full error goes to the debug log. Neither
 * carries the token (GitHub's answer may echo it; the runner masks it whole only).
 */
export function gitHubFailure(
  error: unknown,
  token: string,
  needed: NeededPermission,
  logger: Logger,
): string {
  const details = error instanceof Error && error.stack ? error.stack : String(error);
  logger.debug(redact(details, [token]));
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number(error.status)
      : undefined;
  const message = toError(error).message;
  const reason =
    status === 403 || status === 404
      ? `GitHub answered ${status} (${message}): the token cannot ${needed.cannot}. ` +
        `Grant \`permissions: ${needed.permission}\`; on pull requests from forks the token is read-only`
      : `GitHub answered ${status ?? 'with an error'}: ${message}`;
  return redact(reason, [token]);
}
