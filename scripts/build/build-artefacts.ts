/**
 * What a build keeps beside the folder it serves, in `<outDir>-artefacts/` (dist-artefacts/ for dist/;
 * git-ignored, never uploaded to Hosting):
 * - `sourcemaps/`: the bundle's source maps, at the path of the file each maps (assets/x.js →
 *   sourcemaps/assets/x.js.map), for symbolicating an error report later. The served files carry no
 *   `sourceMappingURL` (vite.config.ts: `sourcemap: 'hidden'`), so nobody is pointed at them.
 * - `firebase.json`: the Hosting config this build is served and deployed with. It is firebase.json's
 *   "hosting", the one source of every header and CSP directive, with two things completed per build:
 *   the CSP's connect-src, which firebase.json leaves at 'self', gets the exact origins the bundle calls
 *   (connectOrigins, from the same VITE_* config the bundle was built with), and the form pages, which
 *   carry one inline script (scripts/build/field-starter.ts), get a CSP of their own that allows it by
 *   its hash. scripts/dev/hosting-emulator.ts serves the build with it; scripts/ops/deploy.ts and the
 *   preview workflow deploy Hosting from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** firebase.json's "hosting", as far as this project uses it. */
export interface HostingConfig {
  public: string;
  /** Globs of files, relative to `public`, that are never uploaded, so never served. */
  ignore?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  redirects?: { source: string; destination: string; type: number }[];
  /** To a file of the site, or to an HTTPS function, which Hosting calls with the same path. */
  rewrites?: (
    | { source: string; destination: string }
    | { source: string; function: { functionId: string; region?: string } }
  )[];
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

const CSP = 'Content-Security-Policy';
/** Its name as Firebase tooling expects it, so the folder can be an `--config` or an `entryPoint`. */
const HOSTING_CONFIG_FILE = 'firebase.json';

export function artefactsDirOf(outDir: string): string {
  return `${path.resolve(outDir)}-artefacts`;
}

/** Where the build of `outDir` wrote its Hosting config (the file exists once it has been built). */
export function buildHostingConfigPath(outDir: string): string {
  return path.join(artefactsDirOf(outDir), HOSTING_CONFIG_FILE);
}

export function firebaseJsonHosting(root: string): HostingConfig {
  return (
    JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: HostingConfig }
  ).hosting;
}

/** Every Content-Security-Policy value the config sets (one per header rule that sets it). */
export function contentSecurityPolicies(hosting: Pick<HostingConfig, 'headers'>): string[] {
  return (hosting.headers ?? []).flatMap((rule) =>
    rule.headers.filter((header) => header.key === CSP).map((header) => header.value),
  );
}

/** What a build adds to firebase.json's CSP: the origins its bundle calls, and its pages' inline script. */
export interface BuildSources {
  /** Exact origins, for connect-src after 'self'. */
  connectOrigins: readonly string[];
  /**
   * The one inline script some pages carry (the form pages' starter, scripts/build/field-starter.ts), by
   * its hash source ('sha256-…'), and the paths of those pages. Only their CSP allows it.
   */
  inlineScript?: { hash: string; pages: readonly string[] };
}

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** `policy` with `change` applied to the directive `name`, which must be there. */
function withDirective(policy: string, name: string, change: (directive: string) => string) {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => new RegExp(`^${name}(\\s|$)`).test(directive));
  if (index < 0) throw new Error(`firebase.json's Content-Security-Policy has no ${name}.`);
  directives[index] = change(directives[index]!);
  return directives.join('; ');
}

/**
 * firebase.json's Hosting config completed for one build:
 * - every CSP's connect-src gets 'self' and the exact origins the bundle calls;
 * - each page that carries the inline script gets a header rule of its own, after the others (Hosting
 *   applies the last rule that sets a header, as the assets' Cache-Control relies on): the same CSP
 *   with the script's hash in script-src. Every other page's CSP allows no inline script, and does not
 *   carry the hash's bytes in its first round trip.
 * Refuses a firebase.json whose connect-src names anything itself (the hosts belong to the build), any
 * wildcard, and anything but one sha256 hash for script-src.
 */
export function withBuildSources<Config extends Pick<HostingConfig, 'headers'>>(
  hosting: Config,
  { connectOrigins, inlineScript }: BuildSources,
): Config {
  for (const origin of connectOrigins) {
    if (origin.includes('*') || !URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new Error(`Not an exact origin for the CSP's connect-src: ${origin}`);
  }
  if (inlineScript && !HASH_SOURCE.test(inlineScript.hash))
    throw new Error(`Not a sha256 hash source for the CSP's script-src: ${inlineScript.hash}`);
  const complete = (policy: string) => {
    const completed = withDirective(policy, 'connect-src', (directive) => {
      if (directive !== "connect-src 'self'")
        throw new Error(
          "firebase.json's Content-Security-Policy must say exactly connect-src 'self': each build adds the origins its bundle calls (scripts/build/build-artefacts.ts).",
        );
      return ['connect-src', "'self'", ...new Set(connectOrigins)].join(' ');
    });
    if (completed.includes('*'))
      throw new Error(`The Content-Security-Policy allows a wildcard: ${completed}`);
    return completed;
  };
  if (contentSecurityPolicies(hosting).length === 0)
    throw new Error('firebase.json sets no Content-Security-Policy.');
  const headers = (hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === CSP ? { ...header, value: complete(header.value) } : header,
    ),
  }));
  if (!inlineScript || inlineScript.pages.length === 0) return { ...hosting, headers };
  const [completed, ...more] = contentSecurityPolicies({ headers });
  if (!completed || more.length > 0)
    throw new Error('An inline script needs firebase.json to set one Content-Security-Policy.');
  const allowing = withDirective(
    completed,
    'script-src',
    (directive) => `${directive} ${inlineScript.hash}`,
  );
  return {
    ...hosting,
    headers: [
      ...headers,
      ...inlineScript.pages.map((page) => ({
        source: page,
        headers: [{ key: CSP, value: allowing }],
      })),
    ],
  };
}

/** Writes `<outDir>-artefacts/firebase.json` for the build in `outDir`; returns its path. */
export async function writeBuildHostingConfig(
  root: string,
  outDir: string,
  sources: BuildSources,
): Promise<string> {
  // An absolute `public`: Firebase resolves a relative one from this file's folder and refuses to
  // leave it.
  const hosting = {
    ...withBuildSources(firebaseJsonHosting(root), sources),
    public: path.resolve(outDir),
  };
  const file = buildHostingConfigPath(outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ hosting }, null, 2)}\n`);
  return file;
}

/**
 * The Hosting config `publicDir` is served with: its build's, else firebase.json's as it stands (for a
 * folder scripts/build/build.ts did not make, such as a test's: the CSP's connect-src is then 'self').
 */
export function hostingConfigFor(root: string, publicDir: string): HostingConfig {
  const built = buildHostingConfigPath(publicDir);
  if (existsSync(built))
    return (JSON.parse(readFileSync(built, 'utf8')) as { hosting: HostingConfig }).hosting;
  return firebaseJsonHosting(root);
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Starts the build's artefacts afresh, as Vite empties the output folder. */
export async function clearArtefacts(outDir: string): Promise<void> {
  await rm(artefactsDirOf(outDir), { recursive: true, force: true });
}

/**
 * Moves every source map out of `outDir` into `<outDir>-artefacts/sourcemaps/`, then checks the served
 * folder points nowhere: no `.map` file, no `sourceMappingURL` in a script. Returns how many it moved.
 */
export async function moveSourceMaps(outDir: string): Promise<number> {
  const target = path.join(artefactsDirOf(outDir), 'sourcemaps');
  const maps = (await filesUnder(outDir)).filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await rename(path.join(outDir, file), path.join(target, file));
  }
  const pointing: string[] = [];
  for (const file of await filesUnder(outDir)) {
    if (!/\.(m?js|css)$/.test(file)) continue;
    if (/[#@] sourceMappingURL=/.test(await readFile(path.join(outDir, file), 'utf8')))
      pointing.push(file);
  }
  if (pointing.length > 0)
    throw new Error(
      `These served files still name a source map (set build.sourcemap to 'hidden'): ${pointing.join(', ')}`,
    );
  return maps.length;
}
