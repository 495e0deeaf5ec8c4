import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_ACTION,
  BOOKING_ENDPOINT,
  CONVERSATION_PATH_PREFIX,
  FUNCTIONS_REGION,
  FIELD_REPORT_ENDPOINT,
} from '@site/contract';
import { legacyServiceRedirects, paths } from '../../src/config/paths';
import {
  buildHostingConfigPath,
  contentSecurityPolicies,
  firebaseJsonHosting,
  hostingConfigFor,
  moveSourceMaps,
  withBuildSources,
  writeBuildHostingConfig,
} from './build-artefacts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const hosting = firebaseJsonHosting(repositoryRoot);
const production = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
  'https://europe-west1-lagoon-ridge-prod.cloudfunctions.net',
];
const connectSrc = (policy: string) => /(?:^|;\s*)connect-src ([^;]*)/.exec(policy)?.[1];

describe("firebase.json's Hosting routes", () => {
  it('should 301 every legacy service path to the route the app redirects it to', () => {
    expect(hosting.redirects).toEqual(
      Object.entries(legacyServiceRedirects).map(([source, slug]) => ({
        source,
        destination: paths.service(slug).getHref(),
        type: 301,
      })),
    );
  });

  it("should rewrite only the endpoints, each to its function (the booking's, and its pages below it), and the conversation page; /auth and /profile are pages", () => {
    expect(hosting.rewrites).toEqual([
      {
        source: CONTACT_FORM_ACTION,
        function: { functionId: 'submitContactForm', region: FUNCTIONS_REGION },
      },
      {
        source: FIELD_REPORT_ENDPOINT,
        function: { functionId: 'collectFieldReport', region: FUNCTIONS_REGION },
      },
      {
        source: BOOKING_ENDPOINT,
        function: { functionId: 'serveBooking', region: FUNCTIONS_REGION },
      },
      {
        source: `${BOOKING_ENDPOINT}/**`,
        function: { functionId: 'serveBooking', region: FUNCTIONS_REGION },
      },
      {
        source: `${CONVERSATION_PATH_PREFIX}**`,
        function: { functionId: 'conversationPage', region: FUNCTIONS_REGION },
      },
    ]);
  });
});

describe("firebase.json's Content-Security-Policy", () => {
  it("should leave connect-src at 'self' (each build names its own hosts) and allow no wildcard", () => {
    const policies = contentSecurityPolicies(hosting);
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(connectSrc(policy)).toBe("'self'");
      expect(policy).not.toContain('*');
    }
  });

  it('should never serve source maps from Hosting', () => {
    expect(hosting.ignore).toContain('**/*.map');
  });
});

const starterHash = `'sha256-${'a'.repeat(43)}='`;
const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1];

describe('withBuildSources', () => {
  it('should name exactly the given origins after self, and change nothing else', () => {
    const [before] = contentSecurityPolicies(hosting);
    const [after] = contentSecurityPolicies(
      withBuildSources(hosting, { connectOrigins: production }),
    );
    expect(connectSrc(after!)).toBe(`'self' ${production.join(' ')}`);
    expect(after!.replace(/connect-src [^;]*/, '')).toBe(before!.replace(/connect-src [^;]*/, ''));
  });

  it('should allow the inline script by its hash on its pages alone, in rules after the others', () => {
    const completed = withBuildSources(hosting, {
      connectOrigins: production,
      inlineScript: { hash: starterHash, pages: ['/auth', '/contact'] },
    });
    const [everyPage] = contentSecurityPolicies(
      withBuildSources(hosting, { connectOrigins: production }),
    );
    const rules = completed.headers ?? [];
    expect(rules.slice(0, -2)).toEqual(
      withBuildSources(hosting, { connectOrigins: production }).headers,
    );
    expect(rules.slice(-2).map((rule) => rule.source)).toEqual(['/auth', '/contact']);
    for (const rule of rules.slice(-2)) {
      expect(rule.headers).toEqual([
        {
          key: 'Content-Security-Policy',
          value: everyPage!.replace(/script-src [^;]*/, (sources) => `${sources} ${starterHash}`),
        },
      ]);
    }
    expect(scriptSrc(everyPage!)).not.toContain('sha256');
    expect(scriptSrc(everyPage!)).not.toContain('unsafe-inline');
  });

  it.each([["'unsafe-inline'"], ["'sha256-short='"], ['https://cdn.example.com']])(
    'should refuse %s for script-src, which is not one hash',
    (hash) => {
      expect(() =>
        withBuildSources(hosting, { connectOrigins: [], inlineScript: { hash, pages: ['/auth'] } }),
      ).toThrow(/sha256 hash/);
    },
  );

  it.each([
    ['https://*.cloudfunctions.net'],
    ['*'],
    ['https://europe-west1-x.cloudfunctions.net/sendContactEmail'],
    ['europe-west1-x.cloudfunctions.net'],
  ])('should refuse %s, which is not one exact origin', (origin) => {
    expect(() => withBuildSources(hosting, { connectOrigins: [origin] })).toThrow(/exact origin/);
  });

  it('should refuse a firebase.json whose connect-src names hosts itself', () => {
    const widened = {
      headers: [
        {
          source: '**',
          headers: [
            {
              key: 'Content-Security-Policy',
              value: "default-src 'self'; connect-src 'self' https://*.cloudfunctions.net",
            },
          ],
        },
      ],
    };
    expect(() => withBuildSources(widened, { connectOrigins: production })).toThrow(
      /exactly connect-src 'self'/,
    );
  });
});

describe("a build's artefacts", () => {
  let work: string;
  let outDir: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'build-artefacts-'));
    outDir = path.join(work, 'site');
    await mkdir(path.join(outDir, 'assets'), { recursive: true });
    await writeFile(path.join(outDir, 'index.html'), '<script src="/assets/app-1.js"></script>');
    await writeFile(path.join(outDir, 'assets/app-1.js'), 'console.log(1);\n');
    await writeFile(path.join(outDir, 'assets/app-1.js.map'), '{"version":3}');
    await writeFile(path.join(outDir, 'sw.js'), 'self;\n');
    await writeFile(path.join(outDir, 'sw.js.map'), '{"version":3}');
  });

  it('should move every source map beside the build, at the path of the file it maps', async () => {
    expect(await moveSourceMaps(outDir)).toBe(2);
    expect(existsSync(path.join(outDir, 'assets/app-1.js.map'))).toBe(false);
    expect(existsSync(path.join(outDir, 'sw.js.map'))).toBe(false);
    expect(
      await readFile(path.join(`${outDir}-artefacts`, 'sourcemaps/assets/app-1.js.map'), 'utf8'),
    ).toBe('{"version":3}');
    expect(existsSync(path.join(`${outDir}-artefacts`, 'sourcemaps/sw.js.map'))).toBe(true);
  });

  it('should fail the build when a served script still points at a source map', async () => {
    const pointing = path.join(work, 'pointing');
    await mkdir(pointing);
    await writeFile(path.join(pointing, 'app.js'), 'x;\n//# sourceMappingURL=app.js.map\n');
    await expect(moveSourceMaps(pointing)).rejects.toThrow(/app\.js/);
  });

  it("should give the build its own Hosting config: its hosts in connect-src, its form pages' script in theirs", async () => {
    const file = await writeBuildHostingConfig(repositoryRoot, outDir, {
      connectOrigins: production,
      inlineScript: { hash: starterHash, pages: ['/auth'] },
    });
    expect(file).toBe(buildHostingConfigPath(outDir));
    const written = hostingConfigFor(repositoryRoot, outDir);
    // Absolute, as Firebase needs it for a config outside the project folder.
    expect(written.public).toBe(outDir);
    const [policy = ''] = contentSecurityPolicies(written);
    expect(connectSrc(policy)).toBe(`'self' ${production.join(' ')}`);
    expect(scriptSrc(policy)?.split(' ')).not.toContain(starterHash);
    expect(policy).not.toContain('*');
    const auth = written.headers?.at(-1);
    expect(auth?.source).toBe('/auth');
    expect(scriptSrc(auth?.headers[0]?.value ?? '')?.split(' ')).toContain(starterHash);
  });

  it("should serve a folder no build made with firebase.json's config as it stands", () => {
    expect(hostingConfigFor(repositoryRoot, path.join(work, 'elsewhere'))).toEqual(hosting);
  });

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await rm(`${outDir}-artefacts`, { recursive: true, force: true });
  });
});
