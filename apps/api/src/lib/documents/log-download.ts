import { DOWNLOAD_ACTION } from '@portal/domain/history/history-labels';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';

export interface Downloader {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Records a download of a deal's documents (or an invoice's PDF) in its history, in the transaction that read the files:
 * a download refused (404, 400) rolls back with it and is not recorded; one answered is, even when
 * its ZIP is streamed after the transaction. The name is kept in the row, as the candidate history
 * does, so internal users (whom a tenant cannot read) are named too.
 */
export const logDocumentDownload = (
  tx: Tx,
  download: { networkId: string; user: Downloader; entity: 'candidate' | 'deal' | 'invoice'; entityId: string; files: readonly { displayName: string }[] },
) =>
  writeAudit(tx, {
    networkId: download.networkId,
    actorId: download.user.id,
    entity: download.entity,
    entityId: download.entityId,
    action: DOWNLOAD_ACTION,
    after: { files: download.files.map((file) => file.displayName), actorName: `${download.user.firstName} ${download.user.lastName}` },
  });
