/**
 * Synthetic provisioning profiles (embedded.mobileprovision): an XML property list signed into a
 * CMS (PKCS#7) SignedData DER envelope with a self-signed certificate made by node-forge, as
 * Apple signs real ones; and an .ipa that embeds one beside demo.ipa's Info.plist.
 */
import { execFileSync } from 'node:child_process';
import forge from 'node-forge';
import { build as buildPlist, type PlistValue } from 'plist';
import { ipaFixture } from '../fixtures/packages.js';
import { writeZip } from './write-zip.mjs';

/** What a synthetic profile declares; absent keys are left out of the plist. */
export interface ProfileSpec {
  name?: string;
  teamName?: string;
  teamId?: string;
  expires?: Date;
  devices?: string[];
  allDevices?: boolean;
  getTaskAllow?: boolean;
}

/** The profile of each kind, as Apple's rules read them (README.md `profile-check`). */
export const PROFILE_KINDS = {
  development: { devices: ['00008030-0000000000000001'], getTaskAllow: true },
  'ad hoc': { devices: ['00008030-0000000000000001', '00008030-0000000000000002'] },
  enterprise: { allDevices: true },
  'App Store': {},
} as const satisfies Record<string, ProfileSpec>;

/** The plist of `spec`, as text. */
export function profilePlist(spec: ProfileSpec): string {
  const plist: Record<string, PlistValue> = {
    AppIDName: 'Demo',
    Name: spec.name ?? 'Demo Distribution',
    TeamName: spec.teamName ?? 'Example Team',
    TeamIdentifier: [spec.teamId ?? 'ABCDE12345'],
    CreationDate: new Date('2026-01-01T00:00:00Z'),
    ExpirationDate: spec.expires ?? new Date('2027-03-01T12:00:00Z'),
    Entitlements: { 'get-task-allow': spec.getTaskAllow ?? false },
    Version: 1,
  };
  if (spec.devices) plist.ProvisionedDevices = spec.devices;
  if (spec.allDevices) plist.ProvisionsAllDevices = true;
  return buildPlist(plist);
}

let signer: { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate } | undefined;

/** One self-signed signer for every profile of the run (a key pair takes a moment). */
function theSigner() {
  if (signer) return signer;
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
  const subject = [{ name: 'commonName', value: 'Synthetic Profile Signing' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  signer = { key: keys.privateKey, cert };
  return signer;
}

/** `plist` (text) signed into a DER CMS SignedData envelope, its content attached. */
export function signedProfile(plist: string): Buffer {
  const { key, cert } = theSigner();
  const message = forge.pkcs7.createSignedData();
  message.content = forge.util.createBuffer(plist, 'utf8');
  message.addCertificate(cert);
  message.addSigner({
    key,
    certificate: cert,
    digestAlgorithm: forge.pki.oids.sha256 ?? '2.16.840.1.101.3.4.2.1',
    // forge's types want a string value for each; it takes none for the digest, a Date for time.
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      { type: forge.pki.oids.signingTime, value: new Date('2026-01-01T00:00:00Z') },
    ] as never,
  });
  message.sign();
  return Buffer.from(forge.asn1.toDer(message.toAsn1()).getBytes(), 'binary');
}

/**
 * Writes to `path` an .ipa with demo.ipa's entries and `profile` (bytes) as
 * Payload/Demo.app/embedded.mobileprovision.
 */
export async function writeIpaWithProfile(path: string, profile: Buffer): Promise<void> {
  await writeZip(path, [...demoEntries(), ['Payload/Demo.app/embedded.mobileprovision', profile]]);
}

let entries: [string, Buffer][] | undefined;

/** demo.ipa's entries, read once with unzip (test-only; the product reads zips with yauzl). */
function demoEntries(): [string, Buffer][] {
  entries ??= ['Payload/Demo.app/Info.plist', 'Payload/Demo.app/Demo'].map((name) => [
    name,
    execFileSync('unzip', ['-p', ipaFixture.path, name]),
  ]);
  return entries;
}
