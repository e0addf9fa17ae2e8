import { serviceDateTime } from './clock.js';
import { escapeHtml } from '../common/html.js';
import type { Links } from './links.js';
import type { App, Build } from './model.js';

/**
 * The install page a short link opens (design §3: `https://www.pgyer.com/<shortcut>`): a minimal
 * HTML page with the build's name, version, build numbers, QR code and a download link.
 */
export function renderInstallPage(links: Links, app: App, build: Build): string {
  const text = (value: string | number) => escapeHtml(String(value));
  const target = links.target(app, build);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(build.name)} ${text(build.version)}</title>
</head>
<body>
<h1>${text(build.name)}</h1>
<p>Version ${text(build.version)} (${text(build.versionNo)}), build ${text(build.buildVersion)}</p>
<p>${text(build.identifier)} &middot; ${text(build.fileSize)} bytes &middot; ${text(serviceDateTime(build.created))}</p>
<p><img src="${text(links.qrCode(target))}" alt="QR code of this page" width="240" height="240"></p>
<p><a href="${text(links.download(build.key))}" download="${text(build.fileName)}">Download ${text(build.fileName)}</a></p>
${build.updateDescription === '' ? '' : `<h2>What is new</h2>\n<p>${text(build.updateDescription)}</p>`}
</body>
</html>
`;
}
