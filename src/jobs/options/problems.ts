/** Every problem of a job's options, gathered before any request. */
import { PgyerError, type SettingFix, type SettingNamer } from '../../api/index.js';

/**
 * What is wrong: a text, or one that names other settings, made with the front-end's namer
 * (`(name) => \`is given without ${name('dingtalk-webhook')}\``).
 */
export type ProblemText = string | ((name: SettingNamer) => string);

/** A setting named as it is declared (kebab-case): the front-ends' neutral default. */
const declaredName: SettingNamer = (setting) => setting;

/** `text` with the settings it names worded by `name` (as declared by default). */
export function problemText(text: ProblemText, name: SettingNamer = declaredName): string {
  return typeof text === 'string' ? text : text(name);
}

/** One bad or missing setting; without `setting` the whole request is at fault. */
export interface Problem {
  /** The setting in kebab-case, as the action input and the CLI option are named. */
  setting?: string | undefined;
  /** What is wrong and what is accepted, e.g. `"purple" is not one of classic, fashion`. */
  problem: ProblemText;
  /** Another setting's value that would mend it, worded by the front-end. */
  fix?: SettingFix | undefined;
}

/** How a front-end names a setting and words a fix in its own syntax. */
export interface ProblemWording {
  /** The line's subject: `(s) => \`Input "${s}"\``. */
  name: (setting: string) => string;
  /** A setting a problem's text names: `(s) => \`input ${s}\`` (SettingNamer). */
  mention: SettingNamer;
  /** `({ setting, value }) => \`set ${setting}: ${value}\``. */
  fix: (fix: SettingFix) => string;
}

/** Problems listed one by one; the rest are counted (a long list helps nobody). */
const MAX_PROBLEMS_SHOWN = 10;

/**
 * The options of a job were bad: `problems` lists each one, in the order of the settings.
 * Front-ends word each problem (`Input "x": …`, `Option --x: …`) with `problemLines`.
 */
export class InvalidOptions extends PgyerError {
  override name = 'InvalidOptions';

  constructor(readonly problems: readonly Problem[]) {
    super(
      problems
        .map(({ setting, problem }) => {
          const text = problemText(problem);
          return setting ? `${setting}: ${text}` : text;
        })
        .join('; '),
    );
  }
}

/**
 * The lines that report `problems`, at most MAX_PROBLEMS_SHOWN and then `and N more`: `name:
 * problem`, then `; fix` when the problem has one.
 * @param wording how the front-end names a setting and words a fix
 */
export function problemLines(problems: readonly Problem[], wording: ProblemWording): string[] {
  const lines = problems.slice(0, MAX_PROBLEMS_SHOWN).map(({ setting, problem, fix }) => {
    const said = problemText(problem, wording.mention);
    const text = fix ? `${said}; ${wording.fix(fix)}` : said;
    return setting ? `${wording.name(setting)}: ${text}` : text;
  });
  const rest = problems.length - MAX_PROBLEMS_SHOWN;
  if (rest > 0) lines.push(`… and ${rest} more`);
  return lines;
}
