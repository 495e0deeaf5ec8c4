import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingConfigFor } from '../build/build-artefacts';
import { localHostingConfig } from './hosting-emulator';

const root = path.resolve(import.meta.dirname, '../..');

describe('localHostingConfig', () => {
  const publicDir = path.join(root, 'some-build');
  const configDir = '/tmp/hosting-emulator-x';
  const local = localHostingConfig(root, publicDir, configDir);
  const deployed = hostingConfigFor(root, publicDir);

  it("should name the folder relative to the config's, as the emulator joins the two", () => {
    expect(path.resolve(configDir, local.public)).toBe(publicDir);
    expect(path.isAbsolute(local.public)).toBe(false);
  });

  it('should leave out only upgrade-insecure-requests, which would send a local page to https', () => {
    const policies = (config: typeof local) =>
      (config.headers ?? []).flatMap((rule) =>
        rule.headers
          .filter(({ key }) => key === 'Content-Security-Policy')
          .map(({ value }) => value),
      );
    expect(policies(deployed).join()).toContain('upgrade-insecure-requests');
    expect(policies(local)).toEqual(
      policies(deployed).map((policy) => policy.replace('; upgrade-insecure-requests', '')),
    );
    // Everything else as deployed.
    const withoutPolicy = (config: typeof local) => ({
      ...config,
      public: undefined,
      headers: config.headers?.map((rule) => ({
        ...rule,
        headers: rule.headers.filter(({ key }) => key !== 'Content-Security-Policy'),
      })),
    });
    expect(withoutPolicy(local)).toEqual(withoutPolicy(deployed));
  });
});
