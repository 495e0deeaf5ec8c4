/**
 * The Firestore the reading scripts (`npm run messages`, `npm run vitals`) read: the local emulator by
 * default, or a real project with `--project <id>` and application default credentials
 * (`gcloud auth application-default login`), never the emulator then, whatever the shell says.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { createFirestore } from '../../functions/src/shared/firestore';
import { useLocalFirestore } from './local-functions-config';
import { projectId as localProjectId } from '../dev/local-stack';

export async function firestoreSource(
  project: string | undefined,
): Promise<{ db: Firestore; source: string }> {
  if (project === undefined) {
    const source = `local emulator ${await useLocalFirestore()}`;
    return { db: createFirestore(localProjectId), source };
  }
  delete process.env.FIRESTORE_EMULATOR_HOST;
  return { db: createFirestore(project), source: `project ${project}` };
}
