// The version of what every reader sees alike: the problems' statements, samples, editorials, the
// catalogue and the learning path. Every way a problem changes (a seed in its own process, a studio
// publish or unpublish, a zip import) writes its Problem row through Prisma, which sets updatedAt;
// adding one changes the count. proxy.ts puts the version in a cached page's internal path
// (lib/cache/cached-pages.ts), so the first request after a change renders the new content once and
// every later one is served from Next's cache: no process has to be told.
// Reading it costs a query (a few ms through Prisma on a busy machine, as much as serving the page),
// so a web server reads it at most every CONTENT_VERSION_TTL_MS, shared by every request meanwhile
// (lib/cache/short-cache.ts); a change made in this process (a publish) forgets it at once.
import { db, type PrismaClient } from "../db";
import { shortCache, type ShortCache } from "./short-cache";

/** How long a change made by another process (a seed, another web server) may take to be served. */
export const CONTENT_VERSION_TTL_MS = 250;

export async function readContentVersion(prisma: PrismaClient = db()): Promise<string> {
  const rows = await prisma.problem.aggregate({ _count: { _all: true }, _max: { updatedAt: true } });
  return `${rows._count._all}-${rows._max.updatedAt?.getTime() ?? 0}`;
}

export interface ContentSnapshot {
  version: string;
  /** The published problems' slugs: the only problem pages worth a cached rendering. */
  published: ReadonlySet<string>;
}

async function readPublishedSlugs(prisma: PrismaClient): Promise<Set<string>> {
  const rows = await prisma.problem.findMany({ where: { published: true }, select: { slug: true } });
  return new Set(rows.map((r) => r.slug));
}

// On globalThis: proxy.ts and the server actions that publish are bundled apart, and a publish
// must reach the copy the proxy reads.
const shared = globalThis as unknown as { nimbusContent?: { cache: ShortCache<ContentSnapshot>; last: ContentSnapshot | null } };

function content() {
  if (!shared.nimbusContent) {
    const state: { cache: ShortCache<ContentSnapshot>; last: ContentSnapshot | null } = {
      last: null,
      cache: shortCache(async () => {
        const version = await readContentVersion();
        // The slugs change only with the version: read again only then.
        const published = state.last?.version === version ? state.last.published : await readPublishedSlugs(db());
        state.last = { version, published };
        return state.last;
      }, CONTENT_VERSION_TTL_MS),
    };
    shared.nimbusContent = state;
  }
  return shared.nimbusContent;
}

/** This web server's view of the content: at most CONTENT_VERSION_TTL_MS old. */
export function currentContent(): Promise<ContentSnapshot> {
  return content().cache.get();
}

/** After this process changed a problem (publish, unpublish, import): the next request reads anew. */
export function forgetContentVersion(): void {
  content().cache.clear();
}
