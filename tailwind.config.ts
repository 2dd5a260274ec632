import type { Config } from 'tailwindcss';

// Colours are CSS variables so the theme switch (light/dark) needs no rebuild and no re-render.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './features/**/*.{ts,tsx}'],
  darkMode: ['class', '[data-theme="dark"]'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: 'rgb(var(--color-primary) / <alpha-value>)',
          strong: 'rgb(var(--color-primary-strong) / <alpha-value>)',
          fg: 'rgb(var(--color-primary-fg) / <alpha-value>)',
        },
        bg: {
          DEFAULT: 'rgb(var(--color-bg) / <alpha-value>)',
          raised: 'rgb(var(--color-bg-raised) / <alpha-value>)',
          sunken: 'rgb(var(--color-bg-sunken) / <alpha-value>)',
        },
        fg: {
          DEFAULT: 'rgb(var(--color-fg) / <alpha-value>)',
          muted: 'rgb(var(--color-fg-muted) / <alpha-value>)',
        },
        line: 'rgb(var(--color-line) / <alpha-value>)',
        up: 'rgb(var(--color-up) / <alpha-value>)',
        down: 'rgb(var(--color-down) / <alpha-value>)',
        warn: 'rgb(var(--color-warn) / <alpha-value>)',
        // Validation and refusal messages: red whichever colour "down" has (red-up swaps those).
        error: 'rgb(var(--color-error) / <alpha-value>)',
        // A check that passed (an official channel confirmed): green whichever colour "up" has.
        success: 'rgb(var(--color-success) / <alpha-value>)',
      },
      height: { 'btn-lg': '3rem' },
      zIndex: { support: '100' },
      fontFamily: {
        sans: [
          'Inter',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Noto Sans CJK KR',
          'Noto Sans CJK JP',
          'Noto Sans CJK TC',
          'Apple SD Gothic Neo',
          'Hiragino Sans',
          'PingFang TC',
          'Microsoft JhengHei',
          'sans-serif',
        ],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
    },
  },
};

export default config;
