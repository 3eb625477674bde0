/**
 * The picture the feed shows first, named in a `Link: rel=preload` header on the HTML of / and /feed. The first card's
 * picture is the landing page's largest paint; without the hint the browser learns of it only once the scripts have
 * downloaded and rendered the first cards. With it, the picture downloads alongside the scripts, as the first page's
 * data does (client/src/features/feed/earlyRequest.ts): neither waits for the scripts any more.
 *
 * The feed a page shows first is the default view (every type, the client's default sort, no search): a knitter who
 * chose another sort or filter gets a picture they may not show first, a few kilobytes, and never anything private:
 * only public items are listed. The answer is kept as long as a feed page is (FEED_CACHE_SECONDS) and dropped at every
 * write in this process, as the response cache is; the HTML never waits for it longer than WAIT_MS.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { sortToApi } from '@purlwise/core';
import { makeContext } from '../../common/context';
import { KnitSort } from '../../common/enums';
import { logger } from '../../common/logger';
import { responseGeneration } from '../../common/response-cache';
import type { Secrets } from '../../common/secrets';
import { imageUrl } from '../image/image-url';
import { listPublic } from './knit.service';
import { firstPictureByItem } from '../picture/picture.loaders';

/** The longest a page waits for the database; past it the page goes without the hint. */
const WAIT_MS = 150;

interface Known { url: string | null; at: number; generation: number }

/** Resolves to the `Link` header naming the feed's first picture, or null (no picture, or no answer in time). */
export type FeedPreload = () => Promise<string | null>;

/** Looks up the thumbnail of the feed's first card, kept `seconds` (0: looked up for every page). */
export function feedPreload(orm: MikroORM, secrets: Secrets, seconds: number): FeedPreload {
  let known: Known | null = null;
  let inFlight: Promise<Known | null> | null = null;

  const lookUp = async (): Promise<Known> => {
    const generation = responseGeneration();
    const ctx = makeContext(orm.em, secrets, null);
    // The sort the web client starts with when nothing is remembered (client/src/features/feed/prefetch.ts).
    const page = await listPublic(ctx, { first: 1, sort: KnitSort[sortToApi('none')] });
    const first = page.nodes[0];
    // The page's statement primed the loader: no second statement.
    const picture = first ? await firstPictureByItem(ctx).load(first.id) : null;
    return { url: imageUrl(secrets, picture?.imageId, true, true), at: Date.now(), generation };
  };

  const fresh = (k: Known | null): k is Known => k !== null && k.generation === responseGeneration() && Date.now() - k.at < seconds * 1000;

  return async () => {
    if (fresh(known)) return header(known.url);
    inFlight ??= lookUp()
      .then((k): Known => { known = k; return k; })
      .catch((err: unknown) => {
        logger.warn({ err }, "the feed's first picture could not be looked up; pages go without the preload hint");
        return null;
      })
      .finally(() => { inFlight = null; });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(resolve, WAIT_MS, null); });
    const k = await Promise.race([inFlight, late]);
    clearTimeout(timer);
    return k ? header(k.url) : null;
  };
}

function header(url: string | null): string | null {
  return url === null ? null : `<${url}>; rel=preload; as=image; fetchpriority=high`;
}
