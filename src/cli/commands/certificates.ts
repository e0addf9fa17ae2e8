/** `pgyer certificates`: the account's signing certificates (service.md#certificates). */
import type { Command } from 'commander';
import { listCertificates } from '../../api/index.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { recordRows, table } from '../format.js';

/** Adds `certificates`. */
export function addCertificatesCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'certificates',
    'list your signing certificates (certificate/index)',
    (command) => command,
    async (context) => {
      context.requireV2('certificate/index');
      const certificates = await listCertificates(context.transport());
      await context.print(certificates, () =>
        table(
          ['key', 'name', 'status', 'expires', 'created'],
          recordRows(certificates, [
            'certificateKey',
            'certificateName',
            'certificateStatus',
            'certificateExpired',
            'certificateCreated',
          ]),
        ),
      );
    },
  );
}
