import { sql } from 'drizzle-orm';
import { files } from '../db/schema/documents';
import type { Tx } from '../db/tenant';

/** Files whose bytes come from one template: the same name and content under many ids. */
export interface TemplateFiles {
  fileName: string;
  content: Uint8Array;
  ids: string[];
}

/**
 * One statement per template instead of one row per file: the PDF's bytes travel to the database
 * once and are copied into every row there, which cuts the demo seed's biggest insert several-fold.
 * Each document still owns its own `files` row, so replacing one file never touches another.
 */
export const insertTemplateFiles = async (
  tx: Tx,
  networkId: string,
  createdAt: Date,
  groups: Iterable<TemplateFiles>,
): Promise<void> => {
  for (const { fileName, content, ids } of groups) {
    await tx.execute(sql`
      insert into ${files} (id, network_id, file_name, content_type, content, created_at)
      select id, ${networkId}::uuid, ${fileName}, 'application/pdf', ${content}::bytea, ${createdAt.toISOString()}::timestamptz
      from unnest(${`{${ids.join(',')}}`}::uuid[]) as id`);
  }
};
