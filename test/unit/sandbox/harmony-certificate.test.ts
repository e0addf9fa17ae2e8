/** The sandbox's test HarmonyOS certificate is a real .p12 that opens with the documented password. */
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import {
  HARMONY_TEST_CERTIFICATE_PASSWORD,
  harmonyTestCertificate,
} from '../../../src/sandbox/harmony-certificate.js';

/** PKCS#12's bag types (RFC 7292, appendix D). */
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';
const KEY_BAG = '1.2.840.113549.1.12.10.1.2';

function open(password: string) {
  const der = harmonyTestCertificate().toString('binary');
  return forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), password);
}

describe('the sandbox test certificate', () => {
  it('holds the named certificate and its key under the documented password, only that one', () => {
    expect(HARMONY_TEST_CERTIFICATE_PASSWORD).toBe('hap-test-p12');
    const p12 = open(HARMONY_TEST_CERTIFICATE_PASSWORD);
    const certBag = p12.getBags({ bagType: CERT_BAG })[CERT_BAG];
    const cert = certBag?.[0]?.cert;
    expect(cert?.subject.getField('CN')).toMatchObject({
      value: 'Pgyer sandbox HarmonyOS test certificate (signs nothing)',
    });
    expect(cert?.validity.notAfter.getUTCFullYear()).toBe(2126);
    expect(p12.getBags({ bagType: KEY_BAG })[KEY_BAG]).toHaveLength(1);
    expect(() => open('wrong')).toThrow();
  });
});
