// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('writes schema.org data that no text can break out of', () => {
    const { container } = render(
      <JsonLd data={{ '@type': 'Organization', name: '</script><script>alert(1)</script>' }} />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: '</script><script>alert(1)</script>',
    });
  });
});
