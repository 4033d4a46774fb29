// Every page and route handler under app/, found on disk, as six actors (signed out, two
// students, an instructor who owns nothing here, the owner, an admin), against one database made
// once. What each actor may do comes from lib/auth/permissions.ts applied to the fixture the
// address names; a route this file cannot fill or classify fails the test by name.
//
// Route handlers are called for real (GET/POST with a NextRequest, as Next.js passes). Pages are server components: each
// is called as the function Next.js calls, with the session, translations and headers mocked;
// notFound()/forbidden()/redirect() end it as they end a render, and what it returns (the element
// tree, with every prop handed to a client component: what reaches the browser) is searched for
// data the actor must not see. Child server components are not rendered (they hold no gate here).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../lib/auth/session";
import type * as Permissions from "../../lib/auth/permissions";
import type { Role } from "../../lib/types";
import { makeProblem, makeUser } from "../helpers/problem-set-fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

const session = vi.hoisted(() => ({ user: null as { id: number; email: string; role: string } | null }));
vi.mock("next-auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next-auth")>()),
  getServerSession: async () => (session.user ? { user: session.user, expires: "" } : null),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
/** How a page's render ends early, as Next.js's navigation functions end it. */
const interrupts = vi.hoisted(() => {
  class PageInterrupt extends Error {
    constructor(readonly outcome: "notfound" | "forbidden" | "redirect", readonly to = "") {
      super(`${outcome} ${to}`);
    }
  }
  return { PageInterrupt };
});
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  notFound: () => {
    throw new interrupts.PageInterrupt("notfound");
  },
  forbidden: () => {
    throw new interrupts.PageInterrupt("forbidden");
  },
  redirect: (to: string) => {
    throw new interrupts.PageInterrupt("redirect", to);
  },
}));
/** A request's headers and (no) cookies, outside Next's request scope. */
const requestScope = vi.hoisted(() => ({
  headers: async () => new Headers({ host: "localhost:3000" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));
vi.mock("next/headers", () => requestScope);
// Translations: the key itself (what a page says is not what this test checks).
vi.mock("next-intl/server", () => {
  const t = Object.assign((key: string) => key, { rich: (key: string) => key, markup: (key: string) => key, raw: (key: string) => key, has: () => true });
  return { getTranslations: async () => t, getLocale: async () => "en", getTimeZone: async () => "UTC", getMessages: async () => ({}), setRequestLocale: () => undefined };
});

const APP = path.resolve(import.meta.dirname, "../../app");
/** Strings planted in the fixtures; where one shows up says who could read what. */
const MARK = {
  hiddenInput: "HIDDEN-INPUT-q8v1",
  hiddenExpected: "HIDDEN-EXPECTED-q8v1",
  hiddenMessage: "HIDDEN-MESSAGE-q8v1",
  hiddenOutput: "HIDDEN-OUTPUT-q8v1",
  draftFile: "DRAFT-STATEMENT-q8v1",
  checkProgress: "CHECK-PROGRESS-q8v1",
  runOutput: "RUN-OUTPUT-q8v1",
  source: (who: string) => `SOURCE-OF-${who}-q8v1`,
} as const;

type ActorName = "anonymous" | "student" | "student2" | "otherInstructor" | "owner" | "admin";
const ACTORS: ActorName[] = ["anonymous", "student", "student2", "otherInstructor", "owner", "admin"];
const ROLES: Record<Exclude<ActorName, "anonymous">, Role> = {
  student: "student",
  student2: "student",
  otherInstructor: "instructor",
  owner: "instructor",
  admin: "admin",
};

interface Fixtures {
  users: Record<Exclude<ActorName, "anonymous">, SessionUser>;
  problem: { id: number; slug: string; ownerId: number; published: true };
  draft: { id: number; slug: string; ownerId: number; published: false };
  submissions: { id: number; userId: number; who: string; problem: { ownerId: number } }[];
  rejudgeTarget: { id: number; problem: { ownerId: number } };
  run: { id: number; userId: number };
  set: { slug: string; ownerId: number };
  check: { id: number; problem: { ownerId: number } };
}

/** One thing an address can name: its value in the path, and what the rules are asked about. */
interface Target {
  label: string;
  value: string;
  resource: unknown;
}

/** A route file, its address pattern, and whether Next.js renders it (page) or calls it (handler). */
interface Route {
  file: string;
  pattern: string;
  kind: "page" | "handler";
  /** Params of segments the address does not show: a cached page's key (CACHED_KEY). */
  fixed?: Record<string, string>;
}

/**
 * app/cached/[version]/[locale]/[theme]/...: the pages proxy.ts serves from the cache under their
 * public address (/problems/<slug>, its revealed editorial, /learn). They are rendered as that
 * address, with a key proxy.ts could have written, and answer to its rule.
 */
const CACHED_PREFIX = ["cached", "[version]", "[locale]", "[theme]"];
const CACHED_KEY = { version: "3-1796649763841", locale: "en", theme: "light" };

type Rule = (actor: Permissions.Actor | null, target: Target | null) => boolean;

let db: TestDatabase;
let fx: Fixtures;
let may: typeof Permissions;

/** app/**\/page.tsx and app/**\/route.ts, as URL patterns (route groups dropped, private folders skipped). */
function enumerateRoutes(): Route[] {
  const routes: Route[] = [];
  for (const entry of fs.readdirSync(APP, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^(page\.tsx|route\.ts)$/.test(entry.name)) continue;
    const file = path.relative(APP, path.join(entry.parentPath, entry.name));
    const segments = path.dirname(file).split(path.sep).filter((s) => s !== "." && !/^\(.*\)$/.test(s));
    if (segments.some((s) => s.startsWith("_"))) continue;
    const kind = entry.name === "page.tsx" ? "page" : "handler";
    if (CACHED_PREFIX.every((s, i) => segments[i] === s)) {
      routes.push({ file, pattern: `/${segments.slice(CACHED_PREFIX.length).join("/")}`, kind, fixed: CACHED_KEY });
      continue;
    }
    routes.push({ file, pattern: `/${segments.join("/")}`, kind });
  }
  return routes.sort((a, b) => a.file.localeCompare(b.file));
}

/** Which fixtures fill a dynamic segment, by the segment and the one before it. */
function fillers(): Record<string, Target[]> {
  const subs = fx.submissions.map((s) => ({ label: `${s.who}'s submission`, value: String(s.id), resource: { kind: "submission", ...s } }));
  const problems = [
    { label: "the owner's problem", value: fx.problem.slug, resource: fx.problem },
    { label: "the owner's draft", value: fx.draft.slug, resource: fx.draft },
  ];
  return {
    "submissions/[id]": [...subs, { label: "a student's run", value: String(fx.run.id), resource: { kind: "run", ...fx.run } }],
    "problems/[slug]": problems,
    "sets/[slug]": [{ label: "the owner's set", value: fx.set.slug, resource: fx.set }],
    "checks/[id]": [{ label: "the owner's package check", value: String(fx.check.id), resource: fx.check }],
    "auth/[...nextauth]": [{ label: "providers", value: "providers", resource: null }],
  };
}

/**
 * The rule each address answers to, from lib/auth/permissions.ts; the first pattern that matches
 * the address wins, so a new page under a known prefix is covered by that prefix's rule.
 */
function rules(): [RegExp, Rule][] {
  const signedIn: Rule = (actor) => actor !== null;
  const submission = (t: Target | null) => t!.resource as { kind: string; userId: number; problem: { ownerId: number } };
  const problem = (t: Target | null) => t!.resource as { ownerId: number | null; published: boolean };
  return [
    [/^\/admin(\/|$)/, (a) => a !== null && may.isAdmin(a)],
    [/^\/studio\/users(\/|$)/, (a) => a !== null && may.mayChangeRoles(a)],
    [/^\/studio\/problems\/\[slug\]/, (a, t) => a !== null && may.mayUseStudio(a) && may.mayEditProblem(a, problem(t))],
    [/^\/api\/studio\/problems\/\[slug\]/, (a, t) => a !== null && may.mayUseStudio(a) && may.mayEditProblem(a, problem(t))],
    [/^\/api\/studio\/checks\/\[id\]/, (a, t) => a !== null && may.mayUseStudio(a) && may.mayEditProblem(a, (t!.resource as Fixtures["check"]).problem)],
    [/^\/studio\/sets\/\[slug\]/, (a, t) => a !== null && may.mayManageProblemSet(a, t!.resource as Fixtures["set"])],
    [/^\/studio(\/|$)/, (a) => a !== null && may.mayUseStudio(a)],
    [/^(\/api)?\/submissions\/\[id\]/, (a, t) => a !== null && submission(t).kind === "submission" && may.mayReadSubmission(a, submission(t))],
    [/^\/submissions$/, signedIn],
    [/^\/sets\/\[slug\]/, signedIn],
    [/^\/problems\/\[slug\]/, (_a, t) => may.mayReadProblem(problem(t))],
    // The reader's own parts of cached pages: the header's account (null signed out), the learning
    // path's statuses and the next problem after a readable one.
    [/^\/api\/me$/, () => true],
    [/^\/api\/me\/statuses$/, signedIn],
    [/^\/api\/problems\/\[slug\]\/next$/, (a, t) => a !== null && may.mayReadProblem(problem(t))],
    [/^\/api\/rejudge$/, (a) => a !== null && may.mayRejudgeAny(a) && may.mayRejudgeProblem(a, fx.rejudgeTarget.problem)],
    [/^\/api\/auth\//, () => true],
    [/^\/(learn|lab|signin|signup)?$/, () => true],
  ];
}

/** How an address answered: let through, or refused (and how). */
type Outcome = "ok" | "signin" | "forbidden" | "notfound";

function pageOutcome(error: unknown): Outcome {
  if (!(error instanceof interrupts.PageInterrupt)) throw error;
  if (error.outcome !== "redirect") return error.outcome;
  if (error.to.startsWith("/signin")) return "signin";
  throw new Error(`unexpected redirect to ${error.to}`);
}

function handlerOutcome(status: number): Outcome {
  if (status === 401) return "signin";
  if (status === 403) return "forbidden";
  if (status === 404) return "notfound";
  return "ok";
}

/** Everything in a page's element tree that is data (text, props), as one string. */
function treeText(node: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(node, (key, value: unknown) => {
    if (key === "_owner" || key === "_store" || key === "_debugStack" || key === "_debugTask") return undefined;
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return undefined;
      seen.add(value);
    }
    return typeof value === "function" || typeof value === "symbol" ? undefined : value;
  });
}

/** A whole event stream or body; a stream still open after a second is cut there. */
async function bodyText(response: Response, abort: AbortController): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const timer = setTimeout(() => abort.abort(), 1000);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.includes("event: done")) break;
    }
  } catch {
    // aborted: what came so far is the answer
  } finally {
    clearTimeout(timer);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

/** Calls one address as the session's actor: the outcome and all the text it sent. */
async function visit(route: Route, method: string, address: string, params: Record<string, string | string[]>): Promise<{ outcome: Outcome; text: string }> {
  const module = (await import(path.join(APP, route.file))) as Record<string, unknown>;
  if (method === "PAGE") {
    const page = module.default as (props: unknown) => Promise<unknown>;
    try {
      const tree = await page({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
      return { outcome: "ok", text: treeText(tree) };
    } catch (error) {
      return { outcome: pageOutcome(error), text: "" };
    }
  }
  const handler = module[method] as (request: Request, context: unknown) => Promise<Response>;
  const abort = new AbortController();
  const init: RequestInit = { method, signal: abort.signal };
  if (method === "POST" && route.pattern === "/api/rejudge") {
    init.body = JSON.stringify({ submissionId: fx.rejudgeTarget.id });
    init.headers = { "content-type": "application/json" };
  }
  if (method === "POST" && route.pattern === "/studio/import/upload") init.body = new FormData();
  const response = await handler(new NextRequest(`http://localhost:3000${address}`, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve(params) });
  const text = response.headers.get("content-type")?.includes("zip") ? "" : await bodyText(response, abort);
  return { outcome: handlerOutcome(response.status), text };
}

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** How a route is called: a page is rendered; a handler, by each HTTP method its file exports. */
async function methodsOf(route: Route): Promise<string[]> {
  if (route.kind === "page") return ["PAGE"];
  const module = (await import(path.join(APP, route.file))) as Record<string, unknown>;
  return HTTP_METHODS.filter((m) => typeof module[m] === "function");
}

/** The concrete addresses of a route: one per fixture of its dynamic segment (none: itself). */
function addresses(route: Route): { address: string; params: Record<string, string | string[]>; target: Target | null }[] {
  const segments = route.pattern.split("/");
  const dynamic = segments.findIndex((s) => s.startsWith("["));
  if (dynamic < 0) return [{ address: route.pattern, params: { ...route.fixed }, target: null }];
  if (segments.slice(dynamic + 1).some((s) => s.startsWith("["))) throw new Error(`${route.file}: two dynamic segments; teach access-matrix.test.ts to fill them`);
  const key = `${segments[dynamic - 1]}/${segments[dynamic]}`;
  const targets = fillers()[key];
  if (!targets) throw new Error(`${route.file}: no fixture fills ${key}; add one to access-matrix.test.ts`);
  const name = segments[dynamic]!.replace(/^\[(\.\.\.)?|\]$/g, "");
  const catchAll = segments[dynamic]!.startsWith("[...");
  return targets.map((target) => ({
    address: [...segments.slice(0, dynamic), target.value, ...segments.slice(dynamic + 1)].join("/"),
    params: { ...route.fixed, [name]: catchAll ? target.value.split("/") : target.value },
    target,
  }));
}

function ruleFor(route: Route): Rule {
  const found = rules().find(([pattern]) => pattern.test(route.pattern));
  if (!found) throw new Error(`${route.file}: no access rule for ${route.pattern}; classify it in access-matrix.test.ts`);
  return found[1];
}

async function makeFixtures(prisma: TestDatabase["prisma"]): Promise<Fixtures> {
  const users = {} as Fixtures["users"];
  for (const [name, role] of Object.entries(ROLES) as [keyof typeof ROLES, Role][]) {
    const email = `${name.toLowerCase()}@example.com`;
    users[name] = { id: await makeUser(prisma, email, name, role), email, role };
  }
  const owner = users.owner.id;
  // The owner's, with a game (for play and conjecture), an editorial and a studio draft.
  const ownedProblem = async (slug: string, published: boolean) => {
    const id = await makeProblem(prisma, slug, published);
    const draft = { create: { files: JSON.stringify({ "statement.md": MARK.draftFile }) } };
    return prisma.problem.update({ where: { id }, data: { ownerId: owner, game: "nim", editorial: "Mirror.", draft } });
  };
  const problem = await ownedProblem("matrix-problem", true);
  const draft = await ownedProblem("matrix-draft", false);
  await prisma.testCase.create({ data: { problemId: problem.id, ordinal: 1, group: "samples", isSample: true, input: "1\n", expectedOutput: "1\n" } });
  await prisma.testCase.create({ data: { problemId: problem.id, ordinal: 2, group: "random", input: MARK.hiddenInput, expectedOutput: MARK.hiddenExpected } });
  // The owner's set, made before any submission: both students' work on its problem counts by
  // date, but only the student who joined it is the set's (student2 stands for another course).
  const set = await prisma.problemSet.create({
    data: { slug: "matrix-set", title: "Set", ownerId: owner, createdAt: new Date(Date.now() - 60_000), items: { create: [{ problemId: problem.id, ordinal: 1 }] } },
  });
  await prisma.problemSetMember.create({ data: { setId: set.id, userId: users.student.id, via: "link" } });
  const judged = async (userId: number, who: string, kind = "submission") => {
    const row = await prisma.submission.create({
      data: { userId, problemId: problem.id, source: MARK.source(who), status: "done", verdict: "WA", kind, testsTotal: 2, runInput: kind === "run" ? "1\n" : null },
    });
    await prisma.testResult.create({ data: { submissionId: row.id, ordinal: 1, verdict: "AC", timeMs: 1, wallMs: 1, memoryKb: 1, output: kind === "run" ? MARK.runOutput : null } });
    if (kind === "submission") {
      await prisma.testResult.create({
        data: { submissionId: row.id, ordinal: 2, verdict: "WA", timeMs: 1, wallMs: 1, memoryKb: 1, message: MARK.hiddenMessage, publicMessage: "wrong answer", output: MARK.hiddenOutput, stderr: MARK.hiddenInput },
      });
    }
    return row.id;
  };
  const submissions = [
    { id: await judged(users.student.id, "student"), userId: users.student.id, who: "student", problem: { ownerId: owner } },
    { id: await judged(users.student2.id, "student2"), userId: users.student2.id, who: "student2", problem: { ownerId: owner } },
  ];
  const rejudgeTarget = { id: await judged(users.student2.id, "rejudged"), problem: { ownerId: owner } };
  const run = { id: await judged(users.student.id, "run", "run"), userId: users.student.id };
  const check = await prisma.packageCheck.create({
    data: { problemId: draft.id, requestedById: owner, filesHash: "x", status: "passed", progress: MARK.checkProgress, finishedAt: new Date() },
  });
  return {
    users,
    problem: { id: problem.id, slug: problem.slug, ownerId: owner, published: true },
    draft: { id: draft.id, slug: draft.slug, ownerId: owner, published: false },
    submissions,
    rejudgeTarget,
    run,
    set: { slug: set.slug, ownerId: owner },
    check: { id: check.id, problem: { ownerId: owner } },
  };
}

function actorOf(name: ActorName): Permissions.Actor | null {
  return name === "anonymous" ? null : fx.users[name];
}

beforeAll(async () => {
  // next-auth's route handler require()s next/headers itself, past vi.mock: give it the same scope.
  const fromNextAuth = createRequire(createRequire(import.meta.url).resolve("next-auth"));
  Object.assign(fromNextAuth("next/headers") as object, requestScope);
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.DATA_DIR = db.dir;
  process.env.NEXTAUTH_URL = "http://localhost:3000";
  may = await import("../../lib/auth/permissions");
  fx = await makeFixtures(db.prisma);
});

afterAll(async () => {
  const { db: shared } = await import("../../lib/db");
  await shared().$disconnect();
  await db.cleanup();
});

describe("the access matrix", () => {
  const routes = enumerateRoutes();

  it("finds the pages and route handlers on disk, each with fixtures, a rule and something to call", async () => {
    expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(["/submissions/[id]", "/api/studio/checks/[id]/events", "/api/rejudge"]));
    for (const route of routes) {
      ruleFor(route);
      addresses(route);
      expect({ file: route.file, methods: (await methodsOf(route)).length > 0 }).toEqual({ file: route.file, methods: true });
    }
  });

  it("names a route it cannot fill or classify instead of passing it by", () => {
    const unfilled: Route = { file: "things/[thing]/page.tsx", pattern: "/things/[thing]", kind: "page" };
    expect(() => addresses(unfilled)).toThrow("things/[thing]/page.tsx: no fixture fills things/[thing]");
    const unclassified: Route = { file: "about/page.tsx", pattern: "/about", kind: "page" };
    expect(() => ruleFor(unclassified)).toThrow("about/page.tsx: no access rule for /about");
  });

  for (const actorName of ACTORS) {
    it(`answers ${actorName} as lib/auth/permissions.ts says, and never shows what the actor may not see`, async () => {
      const actor = actorOf(actorName);
      session.user = actor && fx.users[actorName as Exclude<ActorName, "anonymous">];
      const seeHidden = actor !== null && may.maySeeHiddenTestDetails(actor, fx.problem);
      const mismatches: string[] = [];
      const leaks: string[] = [];
      let hiddenShown = false;
      for (const route of routes) {
        const rule = ruleFor(route);
        for (const [method, { address, params, target }] of (await methodsOf(route)).flatMap((m) => addresses(route).map((a) => [m, a] as const))) {
          const { outcome, text } = await visit(route, method, address, params);
          const allowed = rule(actor, target);
          if ((outcome === "ok") !== allowed) mismatches.push(`${method} ${address}${target ? ` (${target.label})` : ""}: ${outcome}, rules say ${allowed ? "allowed" : "refused"}`);
          // A signed-out visitor is sent to sign in or told nothing exists; never "forbidden".
          if (actor === null && outcome === "forbidden") mismatches.push(`${address}: forbidden to a signed-out visitor`);
          const hidden = [MARK.hiddenInput, MARK.hiddenExpected, MARK.hiddenMessage, MARK.hiddenOutput].filter((m) => text.includes(m));
          if (hidden.length > 0) {
            hiddenShown = true;
            if (!seeHidden) leaks.push(`${address}: hidden test data ${hidden.join(", ")}`);
          }
          // The test's expected output (a column no view selects) is never sent, not even to the owner.
          if (text.includes(MARK.hiddenExpected)) leaks.push(`${address}: the hidden expected output`);
          for (const s of fx.submissions) {
            if (text.includes(MARK.source(s.who)) && !(actor && may.mayReadSubmission(actor, s))) leaks.push(`${address}: ${s.who}'s source`);
            if (text.includes(`/submissions/${s.id}"`) && !(actor && (s.userId === actor.id || may.mayListAllSubmissions(actor)))) {
              leaks.push(`${address}: a link to ${s.who}'s submission`);
            }
          }
          if (text.includes(MARK.source("run")) || text.includes(MARK.runOutput)) leaks.push(`${address}: the run (read through getRunResult only)`);
          if (text.includes(MARK.draftFile) && !(actor && may.mayEditProblem(actor, fx.draft))) leaks.push(`${address}: the draft's files`);
          if (text.includes(MARK.checkProgress) && !(actor && may.mayEditProblem(actor, fx.check.problem))) leaks.push(`${address}: the package check`);
          // A set's table and CSV list the student who joined it, never another course's student.
          if (outcome === "ok" && /^\/studio\/sets\/\[slug\](\/csv)?$/.test(route.pattern)) {
            if (!text.includes(fx.users.student.email)) mismatches.push(`${address}: the set's table misses the student who joined it`);
            if (text.includes(fx.users.student2.email)) leaks.push(`${address}: another course's student (never joined the set)`);
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(leaks).toEqual([]);
      // The scan can see hidden data: whoever may see it does, on the submission page.
      expect(hiddenShown).toBe(seeHidden);
    });
  }

  it("lists in a set's table and CSV the student who joined it, never another course's student who submitted to its problem", async () => {
    const page = (await import(path.join(APP, "studio/sets/[slug]/page.tsx"))) as { default: (props: unknown) => Promise<unknown> };
    const csv = (await import(path.join(APP, "studio/sets/[slug]/csv/route.ts"))) as { GET: (request: Request, context: unknown) => Promise<Response> };
    const params = { params: Promise.resolve({ slug: fx.set.slug }) };
    for (const who of ["owner", "admin"] as const) {
      session.user = fx.users[who];
      const texts = [treeText(await page.default(params)), await (await csv.GET(new NextRequest(`http://localhost:3000/studio/sets/${fx.set.slug}/csv`), params)).text()];
      for (const text of texts) {
        expect(text).toContain(fx.users.student.email);
        expect(text).not.toContain(fx.users.student2.email);
      }
    }
  });

  it("lets only the set's owner and admins invite to it (the studio's inviteToProblemSetAction)", async () => {
    const { inviteToProblemSetAction } = await import("../../app/studio/sets/actions");
    for (const actorName of ACTORS) {
      const actor = actorOf(actorName);
      session.user = actor && fx.users[actorName as Exclude<ActorName, "anonymous">];
      const result = await inviteToProblemSetAction({ slug: fx.set.slug, emails: "invitee@example.com" });
      expect({ actorName, ok: result.ok }).toEqual({ actorName, ok: actor !== null && may.mayManageProblemSet(actor, fx.set) });
    }
  });

  it("lets only its owner read a run (the problem page's getRunResult)", async () => {
    const { getRunResult } = await import("../../app/problems/[slug]/actions");
    for (const actorName of ACTORS) {
      const actor = actorOf(actorName);
      session.user = actor && fx.users[actorName as Exclude<ActorName, "anonymous">];
      const result = await getRunResult({ id: fx.run.id });
      expect({ actorName, ok: result.ok }).toEqual({ actorName, ok: actor !== null && may.mayReadRun(actor, fx.run) });
      if (result.ok) expect(JSON.stringify(result)).toContain(MARK.runOutput);
    }
  });
});
