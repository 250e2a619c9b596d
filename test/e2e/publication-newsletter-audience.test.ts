import { describe, expect, it } from 'vitest';
import { signInLink, trackedBrowsers } from './browser';
import { query } from './server-db';

/**
 * A publication's editors see their newsletter's subscribers (count, growth, list, export), reached from its stats;
 * a writer of the same publication who is not an editor gets the not-found page.
 */
const { open: browser } = trackedBrowsers({ ignoreErrors: /status of 404 .*\/subscribers/ });

function publicationNewsletterId(): string {
  return query<{ id: string }>("select n.id from newsletters n join collections c on c.id = n.collection_id where c.slug = 'the-long-read'")[0]!.id;
}

describe("a publication newsletter's audience", () => {
  it('its editor opens the subscribers from the newsletter stats at 390 px and exports them; a writer of the publication cannot', async () => {
    const id = publicationNewsletterId();
    const subscribers = query<{ n: number }>("select count(*) as n from newsletter_subscribers where newsletter_id = ? and status = 'confirmed'", id)[0]!.n;
    expect(subscribers).toBeGreaterThan(0);

    const ada = await browser({ viewport: { width: 390, height: 844 } });
    await ada.page.goto(await signInLink('ada@quire.test'));
    await ada.page.goto(`/newsletters/${id}/stats`);
    await ada.page.getByRole('link', { name: 'See subscribers' }).click();
    await ada.page.getByRole('heading', { name: 'Subscribers', exact: true }).waitFor();
    await ada.page.getByText('The Long Read Weekly, the newsletter of The Long Read.').waitFor();
    await ada.page.getByRole('heading', { name: subscribers === 1 ? '1 subscriber' : `${subscribers} subscribers` }).waitFor();
    const exported = await ada.page.request.get(await ada.page.getByRole('link', { name: 'Export as CSV' }).getAttribute('href').then((href) => href!));
    expect(exported.status()).toBe(200);
    expect((await exported.text()).trim().split(/\r?\n/)).toHaveLength(subscribers + 1);

    const linus = await browser({ viewport: { width: 1280, height: 900 } });
    await linus.page.goto(await signInLink('linus@quire.test'));
    const refused = await linus.page.goto(`/newsletters/${id}/subscribers`);
    expect(refused?.status()).toBe(404);
    expect(await linus.page.getByText('slow.reader@example.com').count()).toBe(0);
  });
});
