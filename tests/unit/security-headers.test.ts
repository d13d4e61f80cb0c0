import { expect, test } from 'vitest';
import { cspOf, mergePolicies } from '../../src/integrations/security-headers.ts';

test('cspOf reads the policy of a page', () => {
  const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-a'"></head>`;
  expect(cspOf(html)).toBe("default-src 'self'; script-src 'self' 'sha256-a'");
  expect(cspOf('<head></head>')).toBeUndefined();
});

test('mergePolicies allows what each page allows, nothing more', () => {
  expect(mergePolicies(["default-src 'self'; script-src 'self' 'sha256-a'", "default-src 'self';script-src 'self' 'sha256-b'"])).toEqual([
    "default-src 'self'",
    "script-src 'self' 'sha256-a' 'sha256-b'",
  ]);
});
