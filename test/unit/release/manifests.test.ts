/**
 * Every action.yml's inputs and the GitLab templates' `spec:inputs`, rendered from the settings'
 * declarations (src/jobs/options/setting.ts) and compared:
 * - names: each input of an action.yml is a declared setting of its job (or one of the vendor's
 *   aliases), and each declared setting is an input, but for the few listed in CLI_ONLY;
 * - description: starts with the help line as a sentence (`Required. ` first for a required
 *   setting); what follows is the manifest's own, but states no range and no default (those come
 *   from the help line and `default`, so a tail could only repeat or contradict them);
 * - default: exactly the declared default in an action.yml (absent and '' both mean none; a
 *   required input has none); `required: true`, which GitHub does not enforce, on each required
 *   setting and no other (but where a vendor alias may stand in: either name will do). A template may also say '' (its job passes only what is given, and
 *   an empty value is the default), and has inputs of its own (job-name, api-key-variable, …).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { CLEANUP_REPORT_SETTINGS } from '../../../src/actions/cleanup-old-builds/inputs.js';
import { REPORT_ACTION_SETTINGS } from '../../../src/actions/report/inputs.js';
import { EXPIRY_ACTION_SETTINGS } from '../../../src/actions/expiry/inputs.js';
import { EXPIRY_SETTINGS } from '../../../src/jobs/expiry/options.js';
import { HEALTH_SETTINGS } from '../../../src/jobs/health/options.js';
import { REPORT_SETTINGS } from '../../../src/actions/upload-and-wait/inputs.js';
import { CLEANUP_SETTINGS } from '../../../src/jobs/cleanup/options.js';
import { LATEST_SETTINGS } from '../../../src/jobs/latest/options.js';
import { LATEST_OUTPUTS } from '../../../src/jobs/latest/outputs.js';
import { NOTIFY_JOB_SETTINGS, NOTIFY_SETTINGS } from '../../../src/jobs/notify/options.js';
import { helpSentence, type AnySetting } from '../../../src/jobs/options/setting.js';
import { SET_NEWEST_SETTINGS } from '../../../src/jobs/set-newest/options.js';
import { UPDATE_SETTINGS_JOB_SETTINGS } from '../../../src/jobs/update-settings/options.js';
import { UPLOAD_SETTINGS } from '../../../src/jobs/upload/options.js';
import { VENDOR_ALIASES, VENDOR_ALIAS_NAMES } from '../../../src/jobs/upload/vendor-aliases.js';

type Inputs = Record<
  string,
  { description?: string; default?: string | number | boolean; required?: boolean }
>;

/** Settings a job has that its action does not offer as an input, each with why. */
const CLI_ONLY: Record<string, string> = {
  // One slow app/upload request per file: for the CLI on a network where storage is blocked.
  'single-step': 'pgyer upload --single-step only',
};

const ACTIONS: [string, readonly AnySetting[]][] = [
  ['action.yml', [...UPLOAD_SETTINGS, ...REPORT_SETTINGS, ...NOTIFY_SETTINGS]],
  ['set-newest/action.yml', SET_NEWEST_SETTINGS],
  ['update-settings/action.yml', UPDATE_SETTINGS_JOB_SETTINGS],
  ['cleanup-old-builds/action.yml', [...CLEANUP_SETTINGS, ...CLEANUP_REPORT_SETTINGS]],
  ['notify/action.yml', NOTIFY_JOB_SETTINGS],
  ['latest/action.yml', LATEST_SETTINGS],
  ['report/action.yml', REPORT_ACTION_SETTINGS],
  ['expiry/action.yml', EXPIRY_ACTION_SETTINGS],
];

const TEMPLATES: [string, readonly AnySetting[]][] = [
  ['templates/upload.yml', UPLOAD_SETTINGS],
  ['templates/cleanup.yml', CLEANUP_SETTINGS],
  ['templates/expiry.yml', EXPIRY_SETTINGS],
  ['templates/report.yml', HEALTH_SETTINGS],
];

/** Required settings that a vendor alias may give instead (action.yml): neither name is required. */
const ALIASED = new Set<string>(VENDOR_ALIASES.map((entry) => entry.setting));

/** A range (`1 to 3600`) or a default, which only the help line and `default` may state. */
const RANGE_OR_DEFAULT = /\d[\d,]* to \d|\bdefault/i;

/** What follows the help sentence in `input`'s description. */
function tail(input: Inputs[string], setting: AnySetting): string {
  const description = input.description ?? '';
  const start = helpSentence(setting);
  return description.startsWith(start) ? description.slice(start.length) : '';
}

/** What a manifest says of a setting: the start of its description and its default. */
function rendered(setting: AnySetting): { description: string; default: string } {
  return { description: helpSentence(setting), default: setting.default ?? '' };
}

/** What `input` says, in the same terms: its description's start and its default. */
function stated(input: Inputs[string], setting: AnySetting) {
  const start = helpSentence(setting);
  const description = input.description ?? '';
  return {
    description: description.startsWith(start) ? start : description,
    default: input.default === undefined ? '' : String(input.default),
  };
}

describe.each(ACTIONS)('%s', (file, settings) => {
  const inputs = (parse(readFileSync(file, 'utf8')) as { inputs: Inputs }).inputs;

  it('has an input for each setting of its job, and no other (but the vendor aliases)', () => {
    const declared = settings.map((setting) => setting.name).filter((name) => !CLI_ONLY[name]);
    const given = Object.keys(inputs).filter((name) => !VENDOR_ALIAS_NAMES.includes(name));
    expect(given.sort()).toEqual([...new Set(declared)].sort());
  });

  it.each(settings.filter((setting) => !CLI_ONLY[setting.name]).map((s) => [s.name, s] as const))(
    'describes %s with its help line and its default',
    (name, setting) => {
      const input = inputs[name] ?? {};
      expect(stated(input, setting)).toEqual(rendered(setting));
      expect(tail(input, setting)).not.toMatch(RANGE_OR_DEFAULT);
      // GitHub does not enforce `required`, but a reader and a linter (actionlint) go by it.
      const required = setting.required === true && !(file === 'action.yml' && ALIASED.has(name));
      expect(input.required === true, 'required').toBe(required);
    },
  );
});

describe.each(TEMPLATES)('%s', (file, settings) => {
  const [header] = parseAllDocuments(readFileSync(file, 'utf8'));
  const inputs = (header?.toJS() as { spec: { inputs: Inputs } }).spec.inputs;
  const shared = settings.filter((setting) => setting.name in inputs);

  it('shares some inputs with its job', () => {
    expect(shared.length).toBeGreaterThan(2);
  });

  it.each(shared.map((s) => [s.name, s] as const))(
    'describes %s with its help line, and its default or none',
    (name, setting) => {
      const input = inputs[name] ?? {};
      const said = stated(input, setting);
      const expected = rendered(setting);
      expect(said.description).toBe(expected.description);
      expect(tail(input, setting)).not.toMatch(RANGE_OR_DEFAULT);
      expect(['', expected.default]).toContain(said.default);
    },
  );
});

it('every help line is one line', () => {
  for (const setting of [...ACTIONS, ...TEMPLATES].flatMap(([, settings]) => settings)) {
    expect(setting.help, setting.name).not.toMatch(/\n/);
  }
});

it("latest/action.yml's outputs are the declared facts, in order, each described by its help line", () => {
  const manifest = parse(readFileSync('latest/action.yml', 'utf8')) as {
    outputs: Record<string, { description: string }>;
  };
  expect(
    Object.entries(manifest.outputs).map(([name, { description }]) => [name, description]),
  ).toEqual(LATEST_OUTPUTS.map((output) => [output.name, helpSentence(output)]));
});
