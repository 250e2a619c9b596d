import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost, createUser, paragraphs } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page's preloaded state and cache state, as the browser reads them. */
function statesOf(html: string): {
  state: { session: { xsrf: string | null } };
  cache: Record<string, { op: string; data: unknown }>;
} {
  const script =
    /<script>window\.__PRELOADED_STATE__=(.*?);window\.__GRAPHQL_ENDPOINT__=.*?;window\.__CACHE_STATE__=(.*?);<\/script>/s.exec(
      html,
    );
  if (!script) throw new Error("the page has no state script");
  return { state: JSON.parse(script[1]!), cache: JSON.parse(script[2]!) };
}

describe("a signed-in story page, rendered for each viewer around the text kept for all", () => {
  it("gives two readers their own parts, in any order and again, and never the other’s", async () => {
    const author = await createUser(t.deps.db, {
      username: "twoviewers",
      name: "Tove Writer",
    });
    const story = await createPost(t.deps.db, author.id, {
      title: "Two Readers",
      body: {
        paragraphs: [
          { name: "v000", type: "H3", text: "Two Readers", markups: [] },
          ...paragraphs("Shared words for everyone."),
        ],
        sections: [],
      },
    });
    const url = `/@twoviewers/${story.slug}-${story.id}`;
    const olive = await createUser(t.deps.db, { name: "Olive Onlyone" });
    const pavel = await createUser(t.deps.db, { name: "Pavel Privately" });
    const oliveSession = await t.signIn(olive.id);
    const pavelSession = await t.signIn(pavel.id);
    // Olive claps 7 times and follows the author; Pavel does neither.
    const clapped = await t.graphql(
      `mutation($id: ID!) { clap(targetPostId: $id, numClaps: 7) { id viewerClapCount } }`,
      { id: story.id },
      oliveSession,
    );
    expect(clapped.errors).toBeUndefined();
    const followed = await t.graphql(
      `mutation($id: ID!) { followUser(targetUserId: $id) { __typename } }`,
      { id: author.id },
      oliveSession,
    );
    expect(followed.errors).toBeUndefined();

    const page = async (cookie: string) => {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      return response.body;
    };
    // Interleaved, so a part kept from one render could only show up in the other reader's page.
    const pages = [
      await page(oliveSession.cookie),
      await page(pavelSession.cookie),
      await page(oliveSession.cookie),
      await page(pavelSession.cookie),
    ];
    const [asOlive, asPavel, asOliveAgain, asPavelAgain] = pages as [
      string,
      string,
      string,
      string,
    ];
    for (const html of pages)
      expect(html).toContain("Shared words for everyone.");

    for (const [mine, theirs, me, them, session, other] of [
      [
        asOlive,
        asPavel,
        "Olive Onlyone",
        "Pavel Privately",
        oliveSession,
        pavelSession,
      ],
      [
        asPavel,
        asOlive,
        "Pavel Privately",
        "Olive Onlyone",
        pavelSession,
        oliveSession,
      ],
      [
        asOliveAgain,
        asPavelAgain,
        "Olive Onlyone",
        "Pavel Privately",
        oliveSession,
        pavelSession,
      ],
      [
        asPavelAgain,
        asOliveAgain,
        "Pavel Privately",
        "Olive Onlyone",
        pavelSession,
        oliveSession,
      ],
    ] as const) {
      expect(mine).toContain(me);
      expect(mine).not.toContain(them);
      expect(statesOf(mine).state.session.xsrf).toBe(session.xsrf);
      expect(mine).not.toContain(other.xsrf);
      expect(theirs).not.toContain(session.xsrf);
    }

    // Each reader's own follow state, in the cache state the browser hydrates from; the claps' total is everyone's
    // (a reader's own claps are asked by the browser).
    const clapTotal = (html: string) =>
      JSON.stringify(statesOf(html).cache).match(/"clapCount":(\d+)/)?.[1];
    for (const html of pages) expect(clapTotal(html)).toBe("7");
    const following = (html: string) =>
      /"isFollowing":(true|false)/.exec(
        JSON.stringify(statesOf(html).cache),
      )?.[1];
    expect(following(asOlive)).toBe("true");
    expect(following(asPavel)).toBe("false");
  });
});
