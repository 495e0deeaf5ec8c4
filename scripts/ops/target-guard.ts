/**
 * Scripts that write with server rights (`npm run admin`, `npm run restore`) say which project they act
 * on, and do not write to a real one by mistake: a `demo-` project exists only in the emulators, any
 * other is somebody's production. There a write needs `--yes`, or the project's id typed at the prompt.
 */
import { createInterface } from 'node:readline/promises';
import { projectId as localProjectId } from '../dev/local-stack';

export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
}

/** The project a script acts on, in words: `--project`'s, or the local emulators'. */
export function describeTarget(project: string | undefined): string {
  if (project === undefined) return `${localProjectId} (the local emulators)`;
  if (project.startsWith('demo-')) return `${project} (a demo project: emulators only)`;
  return `${project} (a real Firebase project)`;
}

/** Asks one question on the terminal; undefined where nobody can answer (no terminal). */
export type Ask = ((question: string) => Promise<string>) | undefined;

export const terminalAsk: Ask = process.stdin.isTTY
  ? async (question) => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await terminal.question(question);
      } finally {
        terminal.close();
      }
    }
  : undefined;

/**
 * Resolves when `what` may be written to `project`; throws TargetRefusedError, before anything is
 * written, when the project is real and neither `--yes` nor the typed id says so.
 */
export async function confirmWrite(options: {
  project: string | undefined;
  what: string;
  yes: boolean;
  ask: Ask;
}): Promise<void> {
  const { project, what, yes, ask } = options;
  if (project === undefined || project.startsWith('demo-') || yes) return;
  if (ask === undefined) {
    throw new TargetRefusedError(
      `Nothing written: this would ${what} in the real project ${project}. Run it again with --yes, or from a terminal to be asked.`,
    );
  }
  const answer = await ask(
    `This will ${what} in the real project ${project}. Type its id to go on: `,
  );
  if (answer.trim() !== project) {
    throw new TargetRefusedError(`Nothing written: "${answer.trim()}" is not ${project}.`);
  }
}
