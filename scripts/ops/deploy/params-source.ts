/**
 * The function's params as one text, for declaredParams (preflight.ts): shared/params.ts first, then
 * each folder's own (booking/booking-params.ts, …), so a folder's params and secrets are checked and
 * provided like the shared ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHARED = 'shared/params.ts';

/** Every non-test module under `functionsSrc` that declares params, as one text. */
export function functionParamsSource(functionsSrc: string): string {
  const declaring = readdirSync(functionsSrc, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== SHARED)
    .sort()
    .map((file) => readFileSync(path.join(functionsSrc, file), 'utf8'))
    .filter((text) => text.includes("from 'firebase-functions/params'"));
  return [readFileSync(path.join(functionsSrc, SHARED), 'utf8'), ...declaring].join('\n');
}
