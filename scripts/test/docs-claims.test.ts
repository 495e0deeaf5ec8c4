// The docs' claims of one place ("only in", "the one place", "every …'s URL is in"), the lists of what
// exists (every deployed function, every param), and the files comments name, held to the code. A
// sentence of that kind that no check below holds fails the test: write its check first, or say it
// another way.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legacyServiceRedirects, paths, staticRoutePaths } from '../../src/config/paths';
import { guides } from './guides';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Source files under `folder` (tests included only when asked), as paths from the root. */
function sources(folder: string, { tests = false } = {}): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir))) {
      const relative = path.join(dir, entry);
      if (entry === 'node_modules' || entry === 'lib') continue;
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (/\.(tsx?|mjs)$/.test(entry) && (tests || !/\.test\.tsx?$/.test(entry)))
        found.push(relative);
    }
  };
  walk(folder);
  return found;
}

/** The code of a file without its comments (line comments and JSDoc lines). */
const code = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');

interface Claim {
  /** The doc and the words that make the claim. */
  doc: string;
  says: RegExp;
  /** What would make it false, found in the code; [] when it holds. */
  offenders: () => string[];
}

const firebaseImport =
  /from ['"](?:firebase(?:\/[\w/-]+)?|@firebase\/[\w-]+)['"]|import\(['"]firebase\//;
const outsideFirebaseLayer = (file: string) =>
  !file.startsWith('src/lib/firebase/') && !/^src\/features\/[\w-]+\/api\//.test(file);

const CLAIMS: Claim[] = [
  {
    doc: 'README.md',
    says: /`firebase\/\*` is imported only in\s+`src\/lib\/firebase` and `src\/features\/\*\/api`/,
    offenders: () =>
      sources('src').filter(
        (file) => outsideFirebaseLayer(file) && firebaseImport.test(code(file)),
      ),
  },
  {
    doc: 'README.md',
    says: /api\/ is the only place that calls Firebase/,
    offenders: () =>
      sources('src').filter(
        (file) => outsideFirebaseLayer(file) && firebaseImport.test(code(file)),
      ),
  },
  {
    doc: 'README.md',
    says: /The SDK instances behind every call are made in `src\/lib\/firebase\/`/,
    offenders: () =>
      sources('src').filter(
        (file) =>
          !file.startsWith('src/lib/firebase/') &&
          /\b(?:initializeApp|initializeAuth|getAuth|getFirestore|getFunctions|getMessaging)\(/.test(
            code(file),
          ),
      ),
  },
  {
    doc: 'README.md',
    says: /Every page's URL is in `src\/config\/paths\.ts`/,
    offenders: () => {
      const known = new Set([
        ...Object.values(paths).flatMap((entry) => ('path' in entry ? [entry.path] : [])),
        ...staticRoutePaths,
        ...Object.keys(legacyServiceRedirects),
      ]);
      const pageLiteral =
        /['"`](\/(?:services|industries|contact|booking|auth|profile|admin|privacy|offline)[\w/-]*)['"`?#]/g;
      return sources('src').flatMap((file) =>
        file === 'src/config/paths.ts'
          ? []
          : [...code(file).matchAll(pageLiteral)]
              .map((match) => match[1]!)
              .filter((url) => !known.has(url))
              .map((url) => `${file}: ${url}`),
      );
    },
  },
  {
    doc: 'functions/README.md',
    says: /the one place that threads every mail about a lead/,
    offenders: () =>
      sources('functions/src').filter(
        (file) =>
          file !== 'functions/src/leads/thread-headers.ts' &&
          // Our Message-IDs and reply addresses are made by the contract's two functions.
          /\b(threadMessageId|replyAddress)\(/.test(code(file)),
      ),
  },
  {
    doc: 'functions/README.md',
    says: /the one place that creates the Firestore client/,
    offenders: () =>
      [...sources('functions/src'), ...sources('scripts')].filter(
        (file) =>
          file !== 'functions/src/shared/firestore.ts' && /\bgetFirestore\(/.test(code(file)),
      ),
  },
];

/** Sentences that claim one place for something. */
const ONE_PLACE = /\b(?:only in|the only place|the one place|live only|every [\w' ]*URL is in)\b/i;

describe('claims of one place in the docs', () => {
  const docs = [...guides, 'functions/README.md'];

  it.each(docs)('%s makes only claims a check below holds', (doc) => {
    const unheld = read(doc)
      .replace(/\n(?!\n)/g, ' ')
      .split(/(?<=[.;:])\s+/)
      .filter((sentence) => ONE_PLACE.test(sentence))
      // "a `+` only in front" and the like: a rule of a value, not a place in the code.
      .filter((sentence) => !/only in front/.test(sentence))
      .filter(
        (sentence) =>
          !CLAIMS.some(
            (claim) => claim.doc === doc && claim.says.test(sentence.replace(/\s+/g, ' ')),
          ),
      );
    expect(unheld).toEqual([]);
  });

  it.each(CLAIMS.map((claim) => [claim.doc, claim.says.source, claim] as const))(
    '%s: "%s" is still said, and holds',
    (doc, _says, claim) => {
      expect(read(doc).replace(/\s+/g, ' ')).toMatch(claim.says);
      expect(claim.offenders()).toEqual([]);
    },
  );
});

describe('lists of what exists', () => {
  const deployed = [...read('functions/src/index.ts').matchAll(/export \{ ([^}]+) \}/g)].flatMap(
    (match) => match[1]!.split(',').map((name) => name.trim()),
  );

  it.each(['docs/ARCHITECTURE.md', 'functions/README.md'])(
    '%s names every deployed function',
    (doc) => {
      expect(deployed.length).toBeGreaterThan(5);
      expect(deployed.filter((name) => !read(doc).includes(name))).toEqual([]);
    },
  );

  it("functions/README.md's configuration table names every param", () => {
    // Wherever a folder defines its own (shared/params.ts, booking/booking-params.ts, …).
    const params = sources('functions/src').flatMap((file) =>
      [...read(file).matchAll(/define(?:String|Secret|List|Int|Boolean)\('([A-Z_]+)'/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(params.length).toBeGreaterThan(5);
    const table = read('functions/README.md').split('## Configuration')[1]!.split('\n- ')[0]!;
    expect(params.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('files that comments name', () => {
  /**
   * A path with a folder in it, in a comment; a bare file name is too loose to check, and a path
   * after a placeholder (`<outDir>-artefacts/…`) names no one file.
   */
  const namedPath =
    /(?<![\w@./<>-])((?:\.{1,2}\/)?(?:[\w-]+\/)+[\w.-]+\.(?:tsx?|mjs|json|md|rules))\b/g;
  const folders = ['src', 'functions/src', 'functions/test', 'scripts', 'tests', 'packages'];

  it('names only files that exist', () => {
    const missing = folders.flatMap((folder) =>
      sources(folder, { tests: true }).flatMap((file) =>
        read(file)
          .split('\n')
          .filter((line) => /^\s*(\/\/|\/?\*)/.test(line))
          .flatMap((line) => [...line.matchAll(namedPath)].map((match) => match[1]!))
          // Looked for from the file's folder up to the root, and from the root's main folders.
          .filter((named) => {
            const bases: string[] = [];
            for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir))
              bases.push(dir);
            bases.push('', 'src', 'functions', 'functions/src', 'packages/contract/src');
            return !bases.some((base) => existsSync(path.join(root, base, named)));
          })
          .map((named) => `${file}: ${named}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
