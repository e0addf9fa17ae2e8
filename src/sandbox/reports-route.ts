/**
 * `POST /sandbox/reports` (docs/sandbox.md#crash-groups-and-feedback): crash groups and feedback
 * messages added while the sandbox runs, for an app an upload has made. `--seed-reports` reads its
 * file at start, before such an app exists, and dates its reports before then; a base build's
 * health report lists only what arrived after that build's upload (`npm run demo` seeds between
 * its two uploads). The sandbox's api key is asked as the API asks it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InputError } from '../api/index.js';
import { Codes, ServiceRefusal } from './codes.js';
import { sendEnvelope } from './envelope.js';
import { readForm } from './form.js';
import type { SandboxCore } from './handler-context.js';
import { sameSecret } from './secrets.js';
import { parseReportSeeds, seedReports } from './seed-reports.js';

/** The path of the route. */
export const REPORTS_PATH = '/sandbox/reports';

/**
 * Answers `POST /sandbox/reports` with the form fields `_api_key` and `reports`: a
 * `--seed-reports` file's JSON whose `appKey` names an app of the sandbox, ages counted back from
 * the request. The envelope's data is the numbers added (`{ crashes, feedback }`, as the service
 * writes numbers: strings); a refusal adds
 * nothing: 1001/1002 for the key, 1009 for an unknown app, 1081 naming the entry at fault.
 */
export async function handleReports(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
): Promise<void> {
  try {
    if (req.method !== 'POST') throw new ServiceRefusal(Codes.wrongMethod, 200, 'POST only');
    const checkKey = (key: string) => {
      if (!sameSecret(key, core.apiKey)) throw new ServiceRefusal(Codes.apiKeyWrong);
    };
    const form = await readForm(req, { fileFields: [], tempDir: core.paths.incoming, checkKey });
    await form.discard();
    const key = form.fields.get('_api_key') ?? '';
    if (key === '') throw new ServiceRefusal(Codes.apiKeyEmpty);
    checkKey(key);
    const seeds = parseSeeds(form.fields.get('reports') ?? '', core.clock.now());
    if (!core.state.apps.has(seeds.appKey)) throw new ServiceRefusal(Codes.appNotFound);
    sendEnvelope(res, Codes.ok, seedReports(core.state, seeds));
  } catch (error) {
    if (!(error instanceof ServiceRefusal)) throw error;
    if (!req.complete) req.resume();
    sendEnvelope(res, error.code, [], error.message);
  }
}

/** The seeds of `text`; a file the parser refuses is 1081 with its problem. */
function parseSeeds(text: string, now: Date) {
  try {
    return parseReportSeeds(text, now);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const problem = typeof error.problem === 'string' ? error.problem : error.message;
    throw new ServiceRefusal(Codes.illegalRequest, 200, `reports ${problem}`);
  }
}
