import { getBuildInfo } from '@/lib/build-info';

export const dynamic = 'force-dynamic';

export function GET() {
  const build = getBuildInfo();
  return Response.json(
    { id: build.id, timestamp: Date.parse(build.builtAt) },
    { headers: { 'Cache-Control': 'no-store, max-age=0' } },
  );
}
