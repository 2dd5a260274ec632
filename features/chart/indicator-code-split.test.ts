import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SCREEN = 'app/[lang]/(trading)/futures/_components/futures-trading.tsx';
const CHART = 'features/chart/components/chart-panel-client.tsx';
/** The indicators' maths, series, schema and settings dialog. */
const INDICATOR_CODE =
  /model\/indicators\/|indicator-layer|chart-indicators-schema|indicators-dialog|indicator-fieldset|lib\/contract\/chart-indicators\.ts/;

/** Every file an entry imports statically (what loads with it, not behind an `import()`). */
async function staticGraph(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    packages: 'external',
    alias: { '@': '.' },
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const inputs: Metafile['inputs'] = metafile.inputs;
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path))
        continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  return [...seen];
}

describe('indicator code splitting', () => {
  it('keeps the indicators out of the trading screen’s first load and out of the chart’s own chunk', async () => {
    expect((await staticGraph(SCREEN)).filter((file) => INDICATOR_CODE.test(file))).toEqual([]);
    const chart = await staticGraph(CHART);
    // The chart itself reads only the defaults (to know whether to load the rest).
    expect(chart.filter((file) => INDICATOR_CODE.test(file))).toEqual([
      'lib/contract/chart-indicators.ts',
    ]);
    expect(chart).toContain('features/chart/components/indicators-button.tsx');
  });
});
