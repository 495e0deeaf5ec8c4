import { describe, expect, it, vi } from 'vitest';
import { confirmWrite, describeTarget, TargetRefusedError } from './target-guard';

const write = { what: 'grant admin to ada@example.com' };

describe('describeTarget', () => {
  it('names the local emulators, a demo project and a real one', () => {
    expect(describeTarget(undefined)).toBe('demo-lagoon-ridge (the local emulators)');
    expect(describeTarget('demo-x')).toBe('demo-x (a demo project: emulators only)');
    expect(describeTarget('lagoon-ridge-prod')).toBe('lagoon-ridge-prod (a real Firebase project)');
  });
});

describe('confirmWrite', () => {
  it('lets a write to the emulators or a demo project through without asking', async () => {
    const ask = vi.fn();
    await confirmWrite({ ...write, project: undefined, yes: false, ask });
    await confirmWrite({ ...write, project: 'demo-lagoon-ridge', yes: false, ask });
    expect(ask).not.toHaveBeenCalled();
  });

  it('refuses a write to a real project without --yes where nobody can be asked', async () => {
    const refusal = confirmWrite({
      ...write,
      project: 'lagoon-ridge-prod',
      yes: false,
      ask: undefined,
    });
    await expect(refusal).rejects.toThrow(TargetRefusedError);
    await expect(refusal).rejects.toThrow(
      'Nothing written: this would grant admin to ada@example.com in the real project lagoon-ridge-prod. Run it again with --yes, or from a terminal to be asked.',
    );
  });

  it('asks on a terminal, and goes on only when the project id is typed', async () => {
    const ask = vi.fn().mockResolvedValueOnce('y').mockResolvedValueOnce(' lagoon-ridge-prod\n');
    await expect(
      confirmWrite({ ...write, project: 'lagoon-ridge-prod', yes: false, ask }),
    ).rejects.toThrow('Nothing written: "y" is not lagoon-ridge-prod.');
    await confirmWrite({ ...write, project: 'lagoon-ridge-prod', yes: false, ask });
    expect(ask).toHaveBeenLastCalledWith(
      'This will grant admin to ada@example.com in the real project lagoon-ridge-prod. Type its id to go on: ',
    );
  });

  it('goes on with --yes without asking', async () => {
    const ask = vi.fn();
    await confirmWrite({ ...write, project: 'lagoon-ridge-prod', yes: true, ask });
    expect(ask).not.toHaveBeenCalled();
  });
});
