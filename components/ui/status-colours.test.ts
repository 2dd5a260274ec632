import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Up and down are price directions, and the red-up convention swaps their colours. A refusal or a
 * confirmation is not a direction: it must keep its colour (red error, green success) under either
 * convention, so no alert and no status word may be coloured with text-up / text-down.
 */

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

const files = ['app', 'components', 'features'].flatMap((dir) =>
  sources(path.join(process.cwd(), dir)),
);

describe('colours of refusals and confirmations', () => {
  it('colours no alert with the up or down colour', () => {
    const offending = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(process.cwd(), file)}:${index + 1}` }))
        .filter(
          ({ line }) => /role="alert"/.test(line) && /\b(text|bg|border)-(up|down)\b/.test(line),
        )
        .map(({ at }) => at),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the error and success colours out of the red-up swap', () => {
    const globals = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const redUp = [...globals.matchAll(/([^{}]*red-up[^{}]*)\{([^}]*)\}/g)].map(
      ([, , body]) => body ?? '',
    );
    expect(redUp.length).toBeGreaterThan(0);
    for (const body of redUp) expect(body).not.toMatch(/--color-(error|success)/);
    expect(globals).toMatch(/--color-success:/);
  });
});
