import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DurableEngine } from './recovery';
import { Engine } from './engine';
import { stateHash } from './snapshot';
import { testContracts } from './testing/fixtures';
import { DEFAULT_MARKS, generateCommands, rng } from './testing/workload';
import { crashChildArguments } from './testing/crash-args';

const SEED = 77;
const COUNT = 6_000;
const configs = testContracts();
// Must match crash-child.ts: 20 users, the same seed and count.
const commands = generateCommands(configs, SEED, COUNT, { users: 20, startMarks: DEFAULT_MARKS });

function cleanHash(n: number): string {
  const e = new Engine(configs);
  for (const c of commands.slice(0, n)) e.apply(c);
  return stateHash(e.state);
}

interface ChildRun {
  started: number;
  maxAck: number;
  finished: boolean;
  signal: NodeJS.Signals | null;
}

/** Runs the child until it has acknowledged `killAfterAcks` commands (then SIGKILL) or finishes. */
function runChild(dir: string, killAfterAcks: number | null): Promise<ChildRun> {
  return new Promise((done, fail) => {
    const p = spawn(
      process.execPath,
      [...crashChildArguments(), dir, String(SEED), String(COUNT), '700'],
      {
        cwd: resolve(__dirname, '../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const run: ChildRun = { started: -1, maxAck: 0, finished: false, signal: null };
    let buffer = '';
    let acks = 0;
    let stderr = '';
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('start ')) run.started = Number(line.slice(6));
        else if (line.startsWith('ack ')) {
          run.maxAck = Math.max(run.maxAck, Number(line.slice(4)));
          acks++;
          if (killAfterAcks !== null && acks >= killAfterAcks && p.exitCode === null && !p.killed)
            p.kill('SIGKILL');
        } else if (line === 'done') run.finished = true;
      }
    });
    p.on('error', fail);
    p.on('close', (code, signal) => {
      run.signal = signal;
      if (signal === null && code !== 0) fail(new Error(`child failed (${code}): ${stderr}`));
      else done(run);
    });
  });
}

describe('crash recovery', () => {
  it('survives SIGKILL at random points: every acknowledged command is recovered and the state equals a clean replay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-crash-'));
    const rand = rng(SEED);
    try {
      let previous = 0;
      const rounds: string[] = [];
      for (let round = 0; round < 4; round++) {
        const run = await runChild(dir, 50 + Math.floor(rand() * 1_200));
        expect(run.started).toBe(previous);
        expect(run.signal).toBe('SIGKILL');
        expect(run.finished).toBe(false);
        const recovered = await DurableEngine.open(dir, configs);
        const seq = recovered.recovery.lastSeq;
        // Nothing acknowledged is lost; anything beyond it was simply not acknowledged yet.
        expect(seq).toBeGreaterThanOrEqual(run.maxAck);
        expect(stateHash(recovered.engine.state)).toBe(cleanHash(seq));
        await recovered.close();
        rounds.push(
          `killed after ack ${run.maxAck}, recovered ${seq} (torn bytes ${recovered.recovery.tornBytes}, snapshot ${recovered.recovery.snapshotSeq})`,
        );
        previous = seq;
      }
      const last = await runChild(dir, null);
      expect(last.finished).toBe(true);
      const final = await DurableEngine.open(dir, configs);
      expect(final.recovery.lastSeq).toBe(COUNT);
      expect(stateHash(final.engine.state)).toBe(cleanHash(COUNT));
      await final.close();
      console.log(`crash rounds: ${rounds.join('; ')}`);
      expect(new Set(rounds).size).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
