import { getBuildInfo } from '@/lib/build-info';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const build = getBuildInfo();
  if (file !== `${build.id}.json`) {
    return Response.json({ success: false, code: 404, message: 'Unknown build' }, { status: 404 });
  }
  return Response.json(
    { id: build.id, timestamp: Date.parse(build.builtAt) },
    { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  );
}
