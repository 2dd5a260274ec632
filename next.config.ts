import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // A stable build id lets clients compare it with builds/latest.json.
  generateBuildId: async () => process.env.BUILD_ID ?? `b${Date.now().toString(36)}`,
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
