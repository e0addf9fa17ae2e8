/** cleanup-old-builds' own inputs beside the cleanup job's settings (src/jobs/cleanup/options.ts). */
import { textSetting } from '../../jobs/options/setting.js';

/** How a pull request's cleanup is reported on GitHub (not settings of the cleanup job). */
export const CLEANUP_REPORT_SETTINGS = [
  textSetting({
    name: 'github-token',
    help: "token to mark a cleaned-up pull request's deployments inactive and edit its comment",
    default: '${{ github.token }}',
    secret: {},
  }),
] as const;
