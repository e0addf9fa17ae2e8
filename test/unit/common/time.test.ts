import { describe, expect, it } from 'vitest';
import { versionText } from '../../../src/common/build-view.js';
import {
  formatTime,
  serviceDayAsShown,
  serviceDaysAsShown,
  serviceDayTime,
  timeAsShown,
} from '../../../src/common/time.js';

describe('formatTime', () => {
  it('writes ISO times and the service time (UTC+8) in UTC with the zone', () => {
    expect(formatTime('2026-11-24T20:43:59.123Z')).toBe('2026-11-24 20:43 UTC');
    expect(formatTime('2026-11-25 00:10:00')).toBe('2026-11-24 16:10 UTC');
    expect(formatTime('2026-11-25T08:10:00+08:00')).toBe('2026-11-25 00:10 UTC');
    expect(formatTime(new Date(Date.UTC(2026, 0, 2, 3, 4)))).toBe('2026-01-02 03:04 UTC');
    expect(formatTime('soon')).toBe('');
  });

  it('reads no instant from a day or a time without a zone: none shows in a wrong zone', () => {
    // new Date() would read the day as UTC midnight, the second as the machine's local time.
    expect(formatTime('2026-12-31')).toBe('');
    expect(formatTime('2026-12-31T10:00:00.000')).toBe('');
    expect(timeAsShown('2026-12-31')).toBe('2026-12-31');
  });
});

describe("the service's days (install validity)", () => {
  it('runs from the start of the first day to the end of the last, in UTC', () => {
    expect(serviceDaysAsShown('2026-11-24', '2026-12-31')).toBe(
      '2026-11-23 16:00 UTC to 2026-12-31 16:00 UTC',
    );
    expect(serviceDayTime('2020-01-31', 'end')).toBe('2020-01-31 16:00 UTC');
    expect(serviceDayAsShown('2026-11-24', 'start')).toBe(
      '2026-11-24 (starts 2026-11-23 16:00 UTC)',
    );
    expect(serviceDayAsShown('2026-12-31', 'end')).toBe('2026-12-31 (ends 2026-12-31 16:00 UTC)');
  });

  it('shows a missing day as ? and a text that is no day as it came', () => {
    expect(serviceDaysAsShown(undefined, 'someday')).toBe('? to someday');
    expect(serviceDayAsShown('none', 'start')).toBe('none');
  });
});

describe('versionText', () => {
  it("names the package's number so that it is not taken for the service's build number", () => {
    expect(versionText('8.0.10', '192', 'android')).toBe('8.0.10 (version code 192)');
    expect(versionText('2.1', '57', 'ios')).toBe('2.1 (build 57)');
    expect(versionText('1.3.0', '1003000', 'harmony')).toBe('1.3.0 (version code 1003000)');
    expect(versionText('1.0', '', 'ios')).toBe('1.0');
  });
});
