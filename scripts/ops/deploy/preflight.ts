/**
 * The offline checks `npm run deploy` makes before building: everything a deploy needs that lives in
 * this clone. Each missing piece gives one sentence saying what to set and where.
 */
import { parseEnv, type Env } from '../../../src/config/env-schema';
import { usesLocalEmulators } from '../../../src/config/firebase-mode';
import { FIRM_SETTINGS, type FirmSetting } from '../../../functions/src/shared/firm-contact';

export interface PreflightInput {
  /** The project to deploy to (`--project`, else `.firebaserc`'s default), if any. */
  projectId: string | undefined;
  /** The VITE_* variables a production build sees (.env.production[.local] and the environment). */
  webEnv: Record<string, string>;
  /** `functions/.env.<project>`, or null if there is none. */
  functionsEnv: string | null;
  /** The function's params modules as one text (params-source.ts): what it declares. */
  paramsSource: string;
  /** The region `sendContactEmail` is deployed to (packages/contract/src/region.ts). */
  functionRegion: string;
}

export interface DeclaredParams {
  /** Plain params: each must have a value in `functions/.env.<project>`, unless it has a default. */
  values: string[];
  /** The plain params declared with a default, which a deployment may leave out. */
  withDefault: string[];
  /** Secrets: set in Secret Manager, never in an env file. */
  secrets: string[];
}

/** The names in `defineString('X')`, `defineList('X')`, … and `defineSecret('X')`. */
export function declaredParams(paramsSource: string): DeclaredParams {
  const names = (pattern: RegExp) => [...paramsSource.matchAll(pattern)].map((match) => match[1]!);
  const plain = [
    ...paramsSource.matchAll(
      /define(?:String|List|Int|Boolean|Float)\(\s*['"]([A-Z0-9_]+)['"]\s*(?:,\s*\{([^}]*)\})?/g,
    ),
  ];
  return {
    values: plain.map((match) => match[1]!),
    withDefault: plain
      .filter((match) => /(?:^|[\s,])default\s*:/.test(match[2] ?? ''))
      .map((match) => match[1]!),
    secrets: names(/defineSecret\(\s*['"]([A-Z0-9_]+)['"]/g),
  };
}

/** `KEY=value` lines of a dotenv file (comments and blank lines skipped, quotes removed). */
export function parseDotenv(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    entries.set(match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2'));
  }
  return entries;
}

function webConfigProblems(input: PreflightInput, projectId: string): string[] {
  let env: Env;
  try {
    env = parseEnv(input.webEnv);
  } catch (error) {
    // parseEnv names each bad variable, or each missing piece of a production config.
    return (error as Error).message.split('\n').slice(1);
  }
  if (usesLocalEmulators(env)) {
    return [
      `Set the Firebase web config (VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID=${projectId}, VITE_FIREBASE_APP_ID, VITE_APP_CHECK_SITE_KEY) in .env.production.local (Firebase console > Project settings > General > Your apps): without it the build talks to the local emulators.`,
    ];
  }
  const problems: string[] = [];
  if (env.VITE_FIREBASE_PROJECT_ID !== projectId)
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${env.VITE_FIREBASE_PROJECT_ID}" but you are deploying to "${projectId}": make them the same.`,
    );
  if (env.VITE_FUNCTIONS_REGION && env.VITE_FUNCTIONS_REGION !== input.functionRegion)
    problems.push(
      `VITE_FUNCTIONS_REGION is "${env.VITE_FUNCTIONS_REGION}" but sendContactEmail deploys to "${input.functionRegion}" (packages/contract/src/region.ts): leave it empty or make them the same.`,
    );
  return problems;
}

function functionsEnvProblems(input: PreflightInput, projectId: string): string[] {
  const file = `functions/.env.${projectId}`;
  const declared = declaredParams(input.paramsSource);
  // A param with a default may be left out (the firm's contact has the site's defaults, checked
  // against the site below; no REPLY_DOMAIN: no inbound mail yet).
  const values = declared.values.filter((name) => !declared.withDefault.includes(name));
  const secrets = declared.secrets;
  if (input.functionsEnv === null)
    return [
      `Create ${file} with ${values.join(', ')} (see functions/.env.demo-lagoon-ridge for the format).`,
    ];
  const entries = parseDotenv(input.functionsEnv);
  const problems: string[] = [];
  for (const name of values) if (!entries.get(name)) problems.push(`Set ${name} in ${file}.`);
  for (const name of secrets)
    if (entries.has(name))
      problems.push(
        `Remove ${name} from ${file}: it is a secret; store it with "npx firebase functions:secrets:set ${name} --project ${projectId}".`,
      );
  const origins = entries.get('CONTACT_ALLOWED_ORIGINS');
  const siteUrl = input.webEnv.VITE_SITE_URL;
  if (origins && siteUrl) {
    let list: unknown;
    try {
      list = JSON.parse(origins);
    } catch {
      list = null;
    }
    const siteOrigin = URL.canParse(siteUrl) ? new URL(siteUrl).origin : siteUrl;
    if (!Array.isArray(list))
      problems.push(
        `Write CONTACT_ALLOWED_ORIGINS in ${file} as a JSON list, e.g. ["${siteOrigin}"].`,
      );
    else if (!list.includes(siteOrigin))
      problems.push(
        `Add the site's origin ${siteOrigin} (VITE_SITE_URL) to CONTACT_ALLOWED_ORIGINS in ${file}: browsers on the site would be refused otherwise.`,
      );
  }
  return problems;
}

/**
 * The acknowledgement e-mail names the firm as the site does: each FIRM_* setting (or its default)
 * must equal the site's variable (or the same default).
 */
function firmContactProblems(
  input: PreflightInput,
  entries: Map<string, string>,
  file: string,
): string[] {
  return Object.entries(FIRM_SETTINGS).flatMap(([name, { siteVariable, fallback }]) => {
    const site = input.webEnv[siteVariable] || fallback;
    const functions = entries.get(name as FirmSetting) || fallback;
    return site === functions
      ? []
      : [
          `Set ${name}="${site}" in ${file}: the site shows "${site}" (${siteVariable}), and the acknowledgement e-mail must give the same, not "${functions}".`,
        ];
  });
}

/** Every problem found, one sentence each; an empty list means the deploy may go ahead. */
export function preflight(input: PreflightInput): string[] {
  const projectId = input.projectId;
  if (!projectId)
    return [
      'Name the Firebase project to deploy to: pass --project <project-id> or set "default" in .firebaserc.',
    ];
  if (projectId.startsWith('demo-'))
    return [
      `"${projectId}" is a demo- project, which exists only in the emulators: pass --project <your-project-id> or set it as the default in .firebaserc.`,
    ];
  const web = webConfigProblems(input, projectId);
  const file = `functions/.env.${projectId}`;
  // Compared only once the site's own config is whole, and the functions' file exists.
  const firm =
    web.length === 0 && input.functionsEnv !== null
      ? firmContactProblems(input, parseDotenv(input.functionsEnv), file)
      : [];
  return [...web, ...functionsEnvProblems(input, projectId), ...firm];
}
