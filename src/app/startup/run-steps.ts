import { nextTask } from './next-task';

/** One step of start-up; main.tsx says in a comment above each why it exists. */
export type StartupStep = () => unknown;

/**
 * Runs the steps in order, each in a browser task of its own: between two steps the browser may
 * handle a tap or paint. Evaluated at once, the same work would be one long task.
 */
export async function runSteps(
  steps: readonly StartupStep[],
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldTask();
    await step();
  }
}
