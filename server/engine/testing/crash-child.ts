/**
 * Child process of the crash test: recovers the engine in DIR, then keeps applying the seeded
 * command stream, printing "ack <seq>" for every command once it is durable. The parent kills it
 * with SIGKILL at a random moment. Usage: crash-child.ts DIR SEED COUNT SNAPSHOT_EVERY [trailing]
 * (`trailing`: a stream with trailing stops, see workload.ts).
 */
import { DurableEngine } from '../recovery';
import { testContracts } from './fixtures';
import { DEFAULT_MARKS, generateCommands } from './workload';

async function main(): Promise<void> {
  const [dir, seedText, countText, snapText, trailing] = process.argv.slice(2);
  if (dir === undefined) throw new Error('usage: crash-child DIR SEED COUNT SNAPSHOT_EVERY');
  const configs = testContracts();
  const commands = generateCommands(configs, Number(seedText ?? 1), Number(countText ?? 1000), {
    users: 20,
    startMarks: DEFAULT_MARKS,
    trailingStops: trailing === 'trailing',
  });
  const durable = await DurableEngine.open(dir, configs, { snapshotEvery: Number(snapText ?? 0) });
  process.stdout.write(`start ${durable.recovery.lastSeq}\n`);
  let inFlight = 0;
  for (let i = durable.recovery.lastSeq; i < commands.length; i++) {
    const cmd = commands[i];
    if (cmd === undefined) break;
    const { durable: done } = durable.apply(cmd);
    const seq = durable.engine.state.seq;
    inFlight++;
    void done.then(() => {
      inFlight--;
      process.stdout.write(`ack ${seq}\n`);
    });
    // Yield now and then so batches get written while commands keep coming.
    if (i % 64 === 0) await new Promise((r) => setImmediate(r));
    while (inFlight > 2048) await new Promise((r) => setImmediate(r));
  }
  await durable.close();
  process.stdout.write('done\n');
}

main().catch((e: unknown) => {
  process.stderr.write(`${String(e)}\n`);
  process.exit(1);
});
