import { describe, expect, it } from 'vitest';
import {
  canOpenNotificationSettings,
  canReplacePage,
  canReportNotificationStatus,
  parseAppVersion,
  VERSION_GATES,
} from './version-gates';

describe('version gates', () => {
  it('pins the thresholds', () => {
    expect(VERSION_GATES).toEqual({
      replacePage: 350,
      openNotificationSettings: 331,
      reportNotificationStatus: 319,
    });
  });

  it.each([
    [318, false, false, false],
    [319, false, false, true],
    [331, false, false, true],
    [332, false, true, true],
    [350, false, true, true],
    [351, true, true, true],
    ['360', true, true, true],
    ['3.3.1', false, false, true],
    ['3.5.1', true, true, true],
    ['abc', false, false, false],
    [undefined, false, false, false],
  ])('version %s: replace %s, settings %s, status %s', (v, replace, settings, status) => {
    expect(canReplacePage(v)).toBe(replace);
    expect(canOpenNotificationSettings(v)).toBe(settings);
    expect(canReportNotificationStatus(v)).toBe(status);
  });

  it('parses the version forms hosts send', () => {
    expect(parseAppVersion(' 360 ')).toBe(360);
    expect(parseAppVersion(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(parseAppVersion('3.6')).toBe(36);
  });
});
