/**
 * A HarmonyOS signing certificate for trying a `.hap` on the sandbox, which `pgyer sandbox` writes
 * beside its data at start and names in its banner. The sandbox's app/uploadHarmonyCert takes any
 * file sent with a password and never opens it (README.md); this one is a real PKCS#12 file, so a
 * tool that reads it can, but it signs nothing: the service wants the certificate the app was
 * signed with (service.md#harmonyos-files). Committed as made once, with no secret in it worth
 * keeping (its password is printed), by OpenSSL 3.0:
 *
 *   openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 36500 \
 *     -subj "/CN=Pgyer sandbox HarmonyOS test certificate (signs nothing)"
 *   openssl pkcs12 -export -inkey key.pem -in cert.pem -name pgyer-sandbox-harmony-test \
 *     -out sandbox-harmony-test.p12 -passout pass:hap-test-p12
 *
 * Made at every start instead, it took 0.3 to 1.4 s of CPU (an RSA key, PKCS#12's key
 * derivation) on a loaded 2-core machine.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The sample certificate's file name. */
export const HARMONY_TEST_CERTIFICATE_NAME = 'sandbox-harmony-test.p12';

/**
 * Its password: fixed and documented (README.md, docs/sandbox.md). No word of everyday text: the
 * CLI redacts a password it is given from everything it prints.
 */
export const HARMONY_TEST_CERTIFICATE_PASSWORD = 'hap-test-p12';

/** The PKCS#12 file (DER, base64): a self-signed certificate, valid to 2126, and its RSA key. */
const P12_BASE64 = [
  'MIIKxAIBAzCCCnoGCSqGSIb3DQEHAaCCCmsEggpnMIIKYzCCBJIGCSqGSIb3DQEHBqCCBIMwggR/AgEAMIIEeAYJ',
  'KoZIhvcNAQcBMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAhTk9JpZpI6DQICCAAwDAYIKoZIhvcNAgkF',
  'ADAdBglghkgBZQMEASoEEHu7MnJlPJ7L6tLGIQs28NaAggQQqBbq4f11f1TBOc7BlJF28GoqduqkGbvyJPA5g+7R',
  'BESno+9VeOEXaAUZhxK4xTXV8O3TqjaNXYoo7eEcnxOENqz2oLi1JAkw+k5w13P8S4u5GDE3z92uFB8CWqzE/heW',
  'rstdGoIkV9gRaGfsx/rJ+5Y3i6m8R2OHkIC7SeC8laRGIq0CMBAnAjKZP4ml2HSOM+yRmLB4qnOWwM718t6PyWFt',
  'Vc2ONBSe6F7VzX7wedLwvNzgBTREI9WjWSJsxN8s6ubg2r2Hq3Qa1kei5y7bYUXRZKbJLmywHdNntq4TVJlSV3sE',
  'OShDY7o5I6z95TEQCzdh1XcziQM9ldgtzqKe9L1gNMcuSfDHk6RiYOJ5bmamBO9qm8gwN7RzP0najkVvzN/piSVd',
  '7KD+EoIrCvQckpx7XNIJI9alXMMk4HwsuxEn+9tLdW2HZSdCFaVRsgFUFBi+5VVPw0SGPqbhxfTu1a3yyEsKBTgP',
  'QoFNUGohJrqcgQZaJIgN8Hnf7c5ji6e+y7ped8q3RKFzgVSfiNJBLkXzcVnpjTlNITpb3kJCEnGgZgVrodcEOFqw',
  'liSrbyxPfBHUEX5ZzjQ3tsprxmQBYV8v1B+7ZBupoW9fM1I7Y59zqCShOMFxiz0ARV64Dci/hrgpxVUfa5durIh9',
  'cBCnO/+yy0u3gqQ1S0Ia8r9ykNtvV+vwoduuNexlpQTu0yXFDMYjko4ZwY/jHXZu5Kjgh3OH7uss/XyFWx8lkkVa',
  'Ct59f7lS7GadKSY1943yBpeTpts7SkDqIWWRreaeaFC/Rpw0endl7A/yf/0Kgc65gr95/PGE55XCIpcSdU3HuKNB',
  '+atG6NItOZyr9Ig02ES12v2DuJdbRz3xiRMdj8P1VruzjOycXD8thxbZrHglpLxAaq5mR2pMKzoozO8jW7EfyRX8',
  'exRGyVQZRyOtkiusK/nHUjTVSjjwjfKbanOTRvehMgiS2GL1F+yK1XUK2bCpIduZBoZjXd3ug7Uwc9u2qhZmXmKH',
  'zepvP1qFDwBR9W0Si0MZTqwwMMNDpeTxOy1gufXTHtr7my2U2MQp1WjRIdEdKLy1DR0EhDLo8eKvB3DMJLVBTWLC',
  '9ihKmicifcbS+AThq4MvDM3BDPQDcWyoxuDrYPSFZRxAtuvsTW78TQUnpEi0vNbja+yCaT4e646VTk2Cw95BlSV/',
  'INuyiEqYmasuCXLsv0/+KghvllQjIqbZtIGsLlhErbLOa7jol7+7BJR07L7mY401+Gg8X+z/Nj7knjlsA8Dhge4X',
  'Fn9YvYpN12YTavhvkjryu5H9/27WcsYhj1pKiq5vRglMH8C3Zg/RW23D8Mcs5mekD338fKXsESnMyAKysklvTlb8',
  'yt5QJiMQBR4FvNfmp1RskVA8JgIwggXJBgkqhkiG9w0BBwGgggW6BIIFtjCCBbIwggWuBgsqhkiG9w0BDAoBAqCC',
  'BTEwggUtMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAgJ+HUltr5/8AICCAAwDAYIKoZIhvcNAgkFADAd',
  'BglghkgBZQMEASoEEKemBCjh0SqWiI1NFcZWjlsEggTQhyk6Zuh0LXrYDO6rj3kD5lWAKQjZ8BfvnyYJ1+Qi5+Q7',
  'EG/jlkkkIHhBedpfDWkSrBVbT/XXog/KrRvNiuQUXLL724//DONSTfJ5eHesBOtcUZTFhC696W3DG512VX4Mnh70',
  'sbp2EAfP1bRsJGEjMz6T6iuJvU9ztfrkoe6JUU6JPExN0FT7HCP+NVj83bJx+AzoHyv8EjLTWQtbjyHJr86XkWTf',
  'fyeRDVRfBbZMsAKUtCAelkYAFEs8DZqObL+Bha63sXjO0U4PXA8rRBJlm3uBrp0gSTXfm+7AmWxz528oVq9xdZk1',
  'v2Qb8cOIDryAHXZmtygy1b4ptXiwojCy7Q6bFo3YNsIPdK8lb5bcS2ezzjstLSvphFqKUgvqCg2TuXJJ2vvD4Yk0',
  'hK/32opqzPZkmA5kGzF90O41GyohbEQNvxwhC6RcaTZI5QCvW8b0PhhqbFSm0jHN34cvAdS6OxTfontU9Ev192b9',
  'zgJoodziqbkWjDUTut3roIajj0b4hmu68D0FKaapzKZxDWNreNi1vzHm+ycN6HMaQ8X3dewVddN7ZV8lxKEw0QMi',
  'y1uc+T6JTMR1mA5j+JSW2P1LjXbBkm7pKUINvEjkzxbNmeWw0vGCzaOuU+agj1B0vfnYW3tJruR7rsvsbNvowPpO',
  '7vWNmXg0/R6T7RHKErfVmm8NiaPlDFPmw3FEr4fMGMGxSMqr1iHcHGu2GxyxnkW9HoL71aDk7aZUcsNYvQ79MsUA',
  'wN+JjeFFoAm7+PUfakxQIlIKyygokpqKhyNJbAtWuHFxU0n2Xc1B5qrLS0GTw7bpVx5hiQl+rqgQv/IccrVUQ5nS',
  '8d/UwqrYTg4UE+tutEMmATQooptQ/cH03Ai18GoZR2gRep0jZE70eysz5LeSaxJzmAKinVWdvR26liVeVJwW4sUr',
  'dkk1pXsx5L9Ms42/vqnZPxNzC+/d0d3IaPUxFdz4lvuHMUAfE4TJVMmQydhM269cP5VWoyn5S3Dq+/gEHziGIzAe',
  'C2YRH5CvnPswSD1GaV5aOCOF46YJIfqaCX5pfgq3M6iRVpLke5xIwC0SbkOpMo3l28bqPEdjsjyNdEWEI8ubuHb1',
  '+g0wo3Co5Xvx5iEnC+PUR2WbVgc3JGxfgxnZgQb00sgKQp3Elu1a9ykBfBVej61GuTaTYjMRiSmWr/AFJLFa/tsA',
  '+hz/3eueUcf4clq32tfTmqsVjhVNbOANV4g8ITPKBbil/9KfejYHZ8adXUx2CtNjzguVGlb5/W6Vg0Cr70g0u/bU',
  'mLawUCzcoGRUjkmRB0j7l7I0Dab2/m/HYeqLQPGrXQIZwbE36w9dEe4Nanljgq4qqwNeWmNxY178JiTmYYdqUaXu',
  'r9EMqg1R6V9bifXlrbv+4WuFbnEFpcr7gmWH0DEMfkLpdlpiJLKl3jYFaYmxiNaw8CDwAdB5nfliEir/VqA6Sv5g',
  'ArxMq4dc8cDr9bYOE2EAsXh3MSXL/bBYq1LRVxSP2P3b4HlL3R5bstCfDnrrLA7PNJVfaYG7SidSkedySxGbAVfb',
  'x+YYpM+b5mCztSmvAK70XNjMh5rTglPXDI/TfQ2EisKIadttsSW1Mtyd4xqIEgoxGXkA0q0GQE5HwI99XuSnlcjL',
  'TiqGTzneQphF1kwxajAjBgkqhkiG9w0BCRUxFgQU2U2aQbtU7PFtNIFba4N20Gx6o/8wQwYJKoZIhvcNAQkUMTYe',
  'NABwAGcAeQBlAHIALQBzAGEAbgBkAGIAbwB4AC0AaABhAHIAbQBvAG4AeQAtAHQAZQBzAHQwQTAxMA0GCWCGSAFl',
  'AwQCAQUABCCAn6TMxQ9yMHzQAko7DYAm40NkDLEYGM9bHVRC2zXTyAQIStGKihKar1cCAggA',
].join('');

/** The sample certificate's bytes. */
export function harmonyTestCertificate(): Buffer {
  return Buffer.from(P12_BASE64, 'base64');
}

/** The sample certificate written to a folder of its own, and how to remove it. */
export interface WrittenCertificate {
  /** The .p12 file's path. */
  path: string;
  /** Its password (HARMONY_TEST_CERTIFICATE_PASSWORD). */
  password: string;
  /** Removes the file and its folder. */
  remove(): Promise<void>;
}

/**
 * Writes the sample certificate to a new folder under the system's temporary directory.
 * @throws the file system's error when it cannot be written
 */
export async function writeHarmonyTestCertificate(): Promise<WrittenCertificate> {
  const folder = await mkdtemp(join(tmpdir(), 'pgyer-sandbox-harmony-'));
  const path = join(folder, HARMONY_TEST_CERTIFICATE_NAME);
  await writeFile(path, harmonyTestCertificate());
  return {
    path,
    password: HARMONY_TEST_CERTIFICATE_PASSWORD,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
