import { documents, files } from '../db/schema/documents';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import type { SeededDeal } from './demo-deals';
import type { SeededNetwork } from './demo-tenancy';
import { DOCUMENT_CATALOGUE, type CatalogueItem } from './document-catalogue';
import { insertChunks } from './insert-chunks';
import { insertTemplateFiles, type TemplateFiles } from './insert-template-files';
import { renderPdf, type PdfContent } from './pdf';
import type { Rng } from './prng';
import { DOCUMENT_CATEGORIES, lookupId } from './reference-data';

type DocumentRow = typeof documents.$inferInsert;
type FileRow = typeof files.$inferInsert;
type Status = DocumentRow['status'];
type SecondaryStatus = NonNullable<DocumentRow['secondaryStatus']>;

interface DocumentState {
  status: Status;
  secondaryStatus: SecondaryStatus | null;
  isPendingOkayAuditApproved: boolean;
  isSuppressedAuditApproved: boolean;
  followUpDate: string | null;
  expirationDate: string | null;
}

/** Status weights by where the assignment stands: a file is least complete before the start. */
const STATUS_WEIGHTS: Record<'upcoming' | 'current' | 'past', readonly (readonly [Status, number])[]> = {
  upcoming: [['Completed', 55], ['Pending', 35], ['Expired', 10]],
  current: [['Completed', 78], ['Pending', 12], ['Expired', 10]],
  past: [['Completed', 80], ['Pending', 8], ['Expired', 12]],
};

const phaseOf = (deal: SeededDeal) => {
  if (deal.status === 'Assigned') return 'upcoming';
  if (deal.status === 'On Assignment' || deal.status === 'Extension Offered') return 'current';
  return 'past';
};

/** Stable protocol asset ids: one per catalogue entry, the same in every clinician's file. */
const PROTOCOL_ASSET_IDS = new Map(
  DOCUMENT_CATALOGUE.flatMap((i) => [i, ...(i.children ?? [])]).map((i, n) => [i.name, `PA-${String(n + 1001)}`]),
);

const stateFor = (item: CatalogueItem, phase: ReturnType<typeof phaseOf>, calendar: SeedCalendar, rng: Rng): DocumentState => {
  const status = rng.weighted(STATUS_WEIGHTS[phase].filter(([s]) => item.expires || s !== 'Expired'));
  const none = { isPendingOkayAuditApproved: false, isSuppressedAuditApproved: false, followUpDate: null };
  if (status === 'Expired') {
    return { ...none, status, secondaryStatus: 'Expired', expirationDate: calendar.date(-rng.int(1, 120)) };
  }
  if (status === 'Completed') {
    const soon = item.expires && rng.chance(0.15);
    return {
      ...none,
      status,
      secondaryStatus: soon ? 'ExpiringSoon' : 'Completed',
      expirationDate: item.expires ? calendar.date(soon ? rng.int(1, 30) : rng.int(60, 730)) : null,
    };
  }
  const secondaryStatus = rng.weighted<SecondaryStatus | null>([
    [null, 45],
    ['OtherPendingOk', 25],
    ['BlanketExceptionPendingOk', 15],
    ['Suppressed', 15],
  ]);
  return {
    status,
    secondaryStatus,
    isPendingOkayAuditApproved: secondaryStatus === 'OtherPendingOk' && rng.chance(0.6),
    isSuppressedAuditApproved: secondaryStatus === 'Suppressed' && rng.chance(0.5),
    followUpDate: calendar.date(rng.int(3, 21)),
    expirationDate: null,
  };
};

/** A group is as complete as its least complete child. */
const groupState = (children: readonly DocumentState[]): DocumentState => {
  const base = { isPendingOkayAuditApproved: false, isSuppressedAuditApproved: false, expirationDate: null };
  const followUps = children.map((c) => c.followUpDate).filter((d): d is string => d !== null).sort();
  if (children.some((c) => c.status === 'Pending')) {
    return { ...base, status: 'Pending', secondaryStatus: null, followUpDate: followUps[0] ?? null };
  }
  if (children.some((c) => c.status === 'Expired')) {
    return { ...base, status: 'Expired', secondaryStatus: 'Expired', followUpDate: null };
  }
  const soon = children.some((c) => c.secondaryStatus === 'ExpiringSoon');
  return { ...base, status: 'Completed', secondaryStatus: soon ? 'ExpiringSoon' : 'Completed', followUpDate: null };
};

const statusLine = (state: DocumentState) =>
  `Status: ${state.status}${state.secondaryStatus && state.secondaryStatus !== state.status ? ` (${state.secondaryStatus})` : ''}`;

const clinicianName = (deal: SeededDeal) => `${deal.clinician.firstName} ${deal.clinician.lastName}`;

/**
 * Compliance files of every assignment (12 to 19 documents over five categories, with groups),
 * a client work order for each clinician on assignment, and the legacy files the older onboarding
 * system left. Compliance and legacy PDFs come from `template` (one per document and status, shared
 * by many rows); work orders are rendered per assignment because they carry its terms.
 */
export const seedDocuments = async (
  tx: Tx,
  network: SeededNetwork,
  seededDeals: readonly SeededDeal[],
  template: (content: PdfContent) => Promise<Uint8Array>,
  calendar: SeedCalendar,
  rng: Rng,
): Promise<void> => {
  const { spec, newId } = network;
  const networkId = spec.id;
  const issuedAt = calendar.at(0);
  const fileRows: FileRow[] = [];
  const templateFiles = new Map<Uint8Array, TemplateFiles>();
  const documentRows: DocumentRow[] = [];

  const addFile = (fileName: string, content: Uint8Array): string => {
    const id = newId('file');
    fileRows.push({ id, networkId, fileName, contentType: 'application/pdf', content, createdAt: issuedAt });
    return id;
  };
  // The template cache hands out the same bytes object for the same PDF, so it keys the groups.
  const addTemplateFile = (fileName: string, content: Uint8Array): string => {
    const id = newId('file');
    const group = templateFiles.get(content) ?? { fileName, content, ids: [] };
    group.ids.push(id);
    templateFiles.set(content, group);
    return id;
  };

  for (const deal of seededDeals.filter((d) => d.stage === 'assignment')) {
    const phase = phaseOf(deal);
    const addItem = async (item: CatalogueItem, parentId: string | null): Promise<DocumentState | null> => {
      if (item.optional !== undefined && !rng.chance(item.optional)) return null;
      const id = newId('document');
      let state: DocumentState;
      if (item.children) {
        const childStates: DocumentState[] = [];
        for (const child of item.children) {
          const childState = await addItem(child, id);
          if (childState) childStates.push(childState);
        }
        state = groupState(childStates);
      } else {
        state = stateFor(item, phase, calendar, rng);
      }
      const bytes = await template({ title: item.name, lines: [`Category: ${item.category}`, statusLine(state)] });
      documentRows.push({
        id,
        networkId,
        dealId: deal.id,
        kind: 'compliance',
        categoryId: lookupId(DOCUMENT_CATEGORIES, item.category),
        parentId,
        protocolAssetId: PROTOCOL_ASSET_IDS.get(item.name) ?? null,
        assetVersion: rng.chance(0.15) ? 2 : 1,
        displayName: item.name,
        displayDescription: item.description,
        ...state,
        fileId: addTemplateFile(`${item.name}.pdf`, bytes),
      });
      return state;
    };
    for (const item of DOCUMENT_CATALOGUE) await addItem(item, null);

    if (deal.status === 'On Assignment') {
      const job = deal.job;
      const bytes = await renderPdf(
        {
          title: 'Client Work Order',
          lines: [
            `Clinician: ${clinicianName(deal)}`,
            `Position: ${job.title}`,
            `Facility: ${job.hospital.spec.name}, ${job.unit.kind.name} - ${job.unit.kind.unitType}`,
            `Assignment: ${calendar.display(deal.startDate)} to ${calendar.display(deal.endDate)} (${job.durationWeeks} weeks)`,
            `Shift: ${job.shift}, ${deal.guaranteedHours} guaranteed hours per week`,
            `Bill rate: $${job.billRate}/hr`,
          ],
        },
        issuedAt,
      );
      documentRows.push({
        id: newId('document'),
        networkId,
        dealId: deal.id,
        kind: 'cwo',
        displayName: 'Client Work Order',
        displayDescription: `Client work order for ${clinicianName(deal)}`,
        status: 'Completed',
        secondaryStatus: 'Completed',
        fileId: addFile(`Client Work Order - ${clinicianName(deal)}.pdf`, bytes),
      });
    }

    for (let n = 1; n <= deal.legacyFileCount; n++) {
      const name = `Legacy Compliance File ${n}`;
      const bytes = await template({ title: name, lines: ['Archived from the previous onboarding system', 'Status: Completed'] });
      documentRows.push({
        id: newId('document'),
        networkId,
        dealId: deal.id,
        kind: 'legacy',
        displayName: name,
        status: 'Completed',
        secondaryStatus: 'Completed',
        fileId: addTemplateFile(`${name}.pdf`, bytes),
      });
    }
  }

  await insertTemplateFiles(tx, networkId, issuedAt, templateFiles.values());
  await insertChunks(tx, files, fileRows);
  await insertChunks(tx, documents, documentRows);
};
