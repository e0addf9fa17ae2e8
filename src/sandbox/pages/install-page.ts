import { escapeHtml } from '../../api/html.js';
import { formatTime } from '../../common/time.js';
import { Codes, messageOf } from '../codes.js';
import type { App, Build, Platform } from '../model.js';
import type { InstallState } from './install-state.js';
import { installPageStyle } from './install-style.js';
import { placeholderIcon } from './placeholder-icon.js';

/** What one install page shows. */
export interface InstallPageView {
  app: App;
  build: Build;
  /** The QR code image, which encodes the page's own address. */
  qrCodeUrl: string;
  /** The build's icon from its package; undefined shows a placeholder. */
  iconUrl: string | undefined;
  state: InstallState;
}

const platformNames: Record<Platform, string> = {
  ios: 'iOS',
  android: 'Android',
  harmony: 'HarmonyOS',
};

const text = (value: string | number) => escapeHtml(String(value));

/**
 * The install page a short link opens (service.md#quirks: `https://www.pgyer.com/<shortcut>`): icon
 * (the package's, else a placeholder),
 * name, version, facts, update notes, the install area and a QR code. Every value from the
 * service's records is escaped. The upload time is in UTC with its zone, as every time this
 * project shows (src/common/time.ts), where the service's page shows China time.
 */
export function renderInstallPage({
  app,
  build,
  qrCodeUrl,
  iconUrl,
  state,
}: InstallPageView): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Install ${text(build.name)} ${text(build.version)}</title>
<style>${installPageStyle}</style>
</head>
<body>
<main>
<header class="app">
${iconUrl === undefined ? placeholderIcon(app, build) : `<img class="icon" src="${text(iconUrl)}" alt="${text(build.name)} icon" width="88" height="88">`}
<div>
<h1>${text(build.name)}</h1>
<p class="version">Version ${text(build.version)} (build ${text(build.versionNo)})</p>
</div>
</header>
<section class="install" aria-label="Install">
${renderInstallArea(build, state)}
</section>
<dl class="facts">
<div><dt>Size</dt><dd>${text(formatSize(build.fileSize))}</dd></div>
<div><dt>Platform</dt><dd>${platformNames[build.platform]}</dd></div>
<div><dt>Pgyer build</dt><dd>#${text(build.buildVersion)}</dd></div>
<div><dt>Uploaded</dt><dd>${text(formatTime(build.created))}</dd></div>
<div class="wide"><dt>Package</dt><dd>${text(build.identifier)}</dd></div>
</dl>
${renderNotes(build)}
<figure class="qr">
<img src="${text(qrCodeUrl)}" alt="QR code of this page" width="240" height="240">
<figcaption>Scan with a phone's camera to open this page there.</figcaption>
</figure>
</main>
<footer>Pgyer sandbox: a local emulator of the distribution service</footer>
</body>
</html>
`;
}

function renderInstallArea(build: Build, state: InstallState): string {
  switch (state.kind) {
    case 'unavailable':
      return `<div class="refusal" role="alert">
<p><strong>This build cannot be installed: ${text(messageOf(state.code))}</strong> (code ${state.code})</p>
<p>${text(state.reason)}</p>
</div>`;
    case 'password':
      return `<form method="post">
<label for="password">Install password</label>
<input id="password" name="password" type="password" autocomplete="off" required>
${state.refused ? `<p class="refusal" role="alert">${text(messageOf(Codes.wrongPassword))} (code ${Codes.wrongPassword})</p>` : ''}
<button class="button" type="submit">Unlock</button>
<p class="hint">The developer protects this build with a password.</p>
</form>`;
    case 'ready':
      return build.platform === 'ios'
        ? `<a class="button" href="${text(state.href)}">Install</a>
<p class="hint">Open this page in Safari on an iPhone or iPad to install.</p>`
        : `<a class="button" href="${text(state.href)}" download="${text(build.fileName)}">Install</a>
<p class="hint">Downloads ${text(build.fileName)}.</p>`;
  }
}

function renderNotes(build: Build): string {
  if (build.updateDescription === '') return '';
  return `<section class="notes">
<h2>What's new</h2>
<p>${text(build.updateDescription)}</p>
</section>`;
}

/** Bytes as the page shows them: `512 B`, `1.5 KB`, `12.3 MB` (powers of 1024). */
function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  const power = bytes < 1024 ? 0 : Math.min(Math.floor(Math.log2(bytes) / 10), units.length - 1);
  return power === 0 ? `${bytes} B` : `${(bytes / 1024 ** power).toFixed(1)} ${units[power] ?? ''}`;
}
