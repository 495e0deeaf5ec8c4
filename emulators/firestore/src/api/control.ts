// The emulator control endpoints that @firebase/rules-unit-testing and firebase-tools call.
import { invalidArgument } from '../errors.js';
import { documentsRoot, type DatabaseId } from '../model/names.js';
import { expectArray, expectObject, expectString } from '../model/request-shape.js';
import type { EmulatorState } from '../emulator-state.js';
import { loadRules, RulesLoadError } from '../rules/load-rules.js';

/** PUT /emulator/v1/projects/{p}:securityRules with `{"rules":{"files":[{"content":"..."}]}}`. */
export function putSecurityRules(
  state: EmulatorState,
  projectId: string,
  bodyJson: unknown,
): Record<string, never> {
  const body = expectObject(bodyJson, 'request', ['rules']);
  const rules = expectObject(body['rules'], 'rules', ['files']);
  const files = expectArray(rules['files'], 'rules.files');
  if (files.length !== 1) throw invalidArgument("'rules.files' must hold exactly one file.");
  const file = expectObject(files[0], 'rules.files[0]', ['name', 'content', 'fingerprint']);
  const content = expectString(file['content'], 'rules.files[0].content');
  try {
    state.rules.setForProject(projectId, loadRules(content));
  } catch (error) {
    if (error instanceof RulesLoadError)
      throw invalidArgument(`Rules failed to load: ${error.message}`);
    throw error;
  }
  return {};
}

/** DELETE /emulator/v1/projects/{p}/databases/{d}/documents: removes every document of that database. */
export function clearDatabase(state: EmulatorState, database: DatabaseId): Record<string, never> {
  state.store.clear(documentsRoot(database));
  state.history.forget(state.clock.readMicros());
  return {};
}
