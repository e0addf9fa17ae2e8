import { escapeHtml } from '../../api/html.js';
import type { Build } from '../model.js';

/**
 * The iOS install manifest (the plist an itms-services link names): one software package at
 * `packageUrl` with the build's bundle id, version and name, escaped for XML.
 */
export function renderManifest(build: Build, packageUrl: string): string {
  const text = escapeHtml;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>items</key>
  <array>
    <dict>
      <key>assets</key>
      <array>
        <dict>
          <key>kind</key>
          <string>software-package</string>
          <key>url</key>
          <string>${text(packageUrl)}</string>
        </dict>
      </array>
      <key>metadata</key>
      <dict>
        <key>bundle-identifier</key>
        <string>${text(build.identifier)}</string>
        <key>bundle-version</key>
        <string>${text(build.version)}</string>
        <key>kind</key>
        <string>software</string>
        <key>title</key>
        <string>${text(build.name)}</string>
      </dict>
    </dict>
  </array>
</dict>
</plist>
`;
}
