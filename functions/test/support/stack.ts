// What the private stack of `npm run test:functions` tells the integration tests (scripts/dev/local-stack.ts,
// emulatorsExec): where its emulators listen, and each deployed function's URL there.
import { FUNCTIONS_REGION } from '@site/contract';
import { PROJECT_ID } from './constants.js';

/** A setting of the running stack; a test run any other way fails here, saying how to run it. */
export function stackSetting(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`${name} is not set: run these tests with \`npm run test:functions\`.`);
  }
  return value;
}

/** Function `name` in the stack's Functions emulator. */
export const functionUrl = (name: string) =>
  `${stackSetting('FUNCTIONS_EMULATOR_ORIGIN')}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
