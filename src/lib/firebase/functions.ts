import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebaseSettings, getFirebaseApp } from './app';

let functions: Functions | undefined;

/** Callable functions in the region they are deployed to (see DEFAULT_FUNCTIONS_REGION). */
export function getFunctionsInstance(): Functions {
  if (functions) return functions;
  functions = getFunctions(getFirebaseApp(), firebaseSettings.functionsRegion);
  const emulator = firebaseSettings.emulators?.functions;
  if (emulator) connectFunctionsEmulator(functions, emulator.host, emulator.port);
  return functions;
}
