import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { MediaResourcesTable } from '../../db/schema.generated';
import { isProviderName, type ProviderName } from './providers';

export interface MediaResourceModel {
  id: string;
  provider: ProviderName;
  sourceUrl: string;
  embedUrl: string;
  width: number;
  height: number;
  title: string | null;
  creatorId: string | null;
  createdAt: number;
}

function toModel(row: Selectable<MediaResourcesTable>): MediaResourceModel | null {
  if (!isProviderName(row.provider)) return null;
  return {
    id: row.id,
    provider: row.provider,
    sourceUrl: row.source_url,
    embedUrl: row.embed_url,
    width: Number(row.iframe_width),
    height: Number(row.iframe_height),
    title: row.title,
    creatorId: row.creator_id,
    createdAt: Number(row.created_at),
  };
}

export async function mediaResourceById(db: Executor, id: string): Promise<MediaResourceModel | null> {
  const row = await db.selectFrom('media_resources').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toModel(row) : null;
}

/** The same player embedded twice is one resource. */
export async function mediaResourceByEmbedUrl(db: Executor, embedUrl: string): Promise<MediaResourceModel | null> {
  const row = await db.selectFrom('media_resources').selectAll().where('embed_url', '=', embedUrl).orderBy('created_at').executeTakeFirst();
  return row ? toModel(row) : null;
}

export async function insertMediaResource(db: Executor, resource: MediaResourceModel): Promise<void> {
  await db
    .insertInto('media_resources')
    .values({
      id: resource.id,
      provider: resource.provider,
      source_url: resource.sourceUrl,
      embed_url: resource.embedUrl,
      iframe_width: resource.width,
      iframe_height: resource.height,
      title: resource.title,
      creator_id: resource.creatorId,
      created_at: resource.createdAt,
    })
    .execute();
}
