/**
 * The `ios-profile-expires: YYYY-MM-DD` line of a build's description (docs/expiry.md "iOS
 * profiles"), the contract with the upload that writes it: the first such line, a real calendar
 * day, nothing else taken for it.
 */
import { describe, expect, it } from 'vitest';
import { profileExpiryOf } from '../../../../src/jobs/package/profile-line.js';

describe('profileExpiryOf', () => {
  it.each([
    ['ios-profile-expires: 2027-03-01', '2027-03-01'],
    ['Fixes the login.\r\n  ios-profile-expires:2027-03-01  \r\nmore', '2027-03-01'],
    ['ios-profile-expires: 2027-03-01\nios-profile-expires: 2028-01-01', '2027-03-01'],
  ])('reads %j as %s', (description, day) => {
    expect(profileExpiryOf(description)).toBe(day);
  });

  it.each([
    undefined,
    '',
    'no line here',
    'ios-profile-expires: 2027-02-30',
    'ios-profile-expires: 2027-3-1',
    'ios-profile-expires: 2027-03-01T00:00:00Z',
    'note: ios-profile-expires: 2027-03-01',
    'IOS-PROFILE-EXPIRES: 2027-03-01',
  ])('finds no day in %j', (description) => {
    expect(profileExpiryOf(description)).toBeUndefined();
  });
});
