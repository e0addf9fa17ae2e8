import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/**
 * The service's host names (service.md#quirks) that a client may be pointed at the sandbox under
 * (curl's `--connect-to`, a hosts file): the certificate names them so TLS verification passes.
 */
export const serviceHostNames = [
  'api.pgyer.com',
  'www.pgyer.com',
  'api.xcxwo.com',
  'api.pgyerapp.com',
] as const;

/** PEM texts of a sandbox's certificate authority and of the server certificate it signed. */
export interface SandboxCertificates {
  /** The CA certificate a client trusts (`--cacert`, `NODE_EXTRA_CA_CERTS`). */
  caCertificate: string;
  /** The server's certificate followed by the CA's, as a TLS server sends its chain. */
  serverChain: string;
  /** The server's private key (PKCS#1). */
  serverKey: string;
}

/**
 * Makes a certificate authority for this run and a server certificate it signs for `names`
 * (host names and IP addresses), valid from a day before `now` for 30 days. The CA's key is
 * dropped once it has signed, so the CA can vouch for nothing else.
 */
export function makeCertificates(names: readonly string[], now: Date): SandboxCertificates {
  const caKeys = rsaKeys();
  const serverKeys = rsaKeys();
  const caName = [{ name: 'commonName', value: 'Pgyer sandbox CA (this run only)' }];
  const ca = certificate(caKeys.publicKey, caName, caName, now, [
    { name: 'basicConstraints', cA: true, critical: true, pathLenConstraint: 0 },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());
  const server = certificate(
    serverKeys.publicKey,
    [{ name: 'commonName', value: names[0] ?? 'localhost' }],
    caName,
    now,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [...new Set(names)].map((name) =>
          isIP(name) === 0 ? { type: 2, value: name } : { type: 7, ip: name },
        ),
      },
    ],
  );
  server.sign(caKeys.privateKey, forge.md.sha256.create());
  const caCertificate = forge.pki.certificateToPem(ca);
  return {
    caCertificate,
    serverChain: forge.pki.certificateToPem(server) + caCertificate,
    serverKey: forge.pki.privateKeyToPem(serverKeys.privateKey),
  };
}

/** An RSA key pair made by Node's crypto (native, fast), in forge's form. */
function rsaKeys(): forge.pki.rsa.KeyPair {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey);
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e) };
}

function certificate(
  publicKey: forge.pki.PublicKey,
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  now: Date,
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  const serial = randomBytes(16);
  // Serial numbers are positive integers (RFC 5280, section 4.1.2.2): the sign bit stays clear.
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(now.getTime() + 30 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(extensions);
  return cert;
}
