import { describe, expect, it } from 'vitest';
import { runSteps } from './run-steps';

describe('runSteps', () => {
  it('should run the steps in order, yielding a task between two steps and never before the first', async () => {
    const log: string[] = [];
    const yieldTask = async () => {
      log.push('yield');
    };
    await runSteps(
      [
        () => log.push('first'),
        async () => {
          await Promise.resolve();
          log.push('second');
        },
        () => log.push('third'),
      ],
      yieldTask,
    );
    expect(log).toEqual(['first', 'yield', 'second', 'yield', 'third']);
  });

  it('should stop at a step that fails', async () => {
    const ran: string[] = [];
    await expect(
      runSteps(
        [
          () => {
            throw new Error('no chunk');
          },
          () => ran.push('never'),
        ],
        async () => undefined,
      ),
    ).rejects.toThrow('no chunk');
    expect(ran).toEqual([]);
  });
});
