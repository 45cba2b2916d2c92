import { z } from 'zod';
import { SEARCH_MAX } from '../limits';
import { isoDate, listPaging, listResponse, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE } from '../lists/list-request';
import { MY_TEAM_SORT_KEYS } from '../lists/sort-options';
import { maxLengthMessage } from '../messages';
import { MY_TEAM_ACCESS } from '../my-team/my-team-access';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { storableText } from './storable-text';

// Issue 34 item 3, not named by SPEC.md §7: the clinicians the hospitals want back
// (docs/decisions/0160-my-team.md).

const MY_TEAM_EXPORT_ACCESS = { privileges: ['ViewAssigned', 'ExportAssigned'] } as const;

export const MyTeamOptions = z.object({
  /** The clinician's first or last name, from its start. */
  searchName: storableText().trim().max(SEARCH_MAX, maxLengthMessage(SEARCH_MAX)).optional(),
});

const paging = (maxPageSize: number) => listPaging({ sortKeys: MY_TEAM_SORT_KEYS, defaultSort: 'enddate', defaultOrder: 'desc', maxPageSize });

export const MyTeamRequest = z.object({ ...paging(MAX_LIST_PAGE_SIZE), options: MyTeamOptions.prefault({}) });
export type MyTeamRequest = z.input<typeof MyTeamRequest>;
export const MyTeamExportRequest = MyTeamRequest.extend(paging(MAX_EXPORT_ROWS));

/** A preferred clinician with their last evaluated assignment in the hospitals the user sees. */
export const MyTeamItem = z.object({
  clinicianId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  /** The last evaluated assignment, which the row opens. */
  dealId: z.uuid(),
  hospital: z.string(),
  unit: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** The mean of that evaluation's three ratings, one decimal. */
  rating: z.number(),
  clinicalSkills: z.number().int(),
  reliability: z.number().int(),
  teamwork: z.number().int(),
  evaluatedBy: z.string(),
});
export type MyTeamItem = z.infer<typeof MyTeamItem>;

export const MyTeamResponse = listResponse(MyTeamItem);
export type MyTeamResponse = z.infer<typeof MyTeamResponse>;

export const getMyTeam = defineCall({
  name: 'GetMyTeam',
  method: 'POST',
  version: 'v2',
  path: 'MyTeam',
  summary:
    'One page of My Team: the clinicians whose latest evaluation in the visible hospitals answers Preferred, with no do-not-return in force, each with that assignment, its dates and ratings; searched by name.',
  scope: 'tenant',
  access: MY_TEAM_ACCESS,
  body: MyTeamRequest,
  response: MyTeamResponse,
});

export const exportMyTeam = defineCall({
  name: 'ExportMyTeam',
  method: 'POST',
  version: 'v2',
  path: 'MyTeam/export',
  summary: 'My Team with its search and sort as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: MY_TEAM_EXPORT_ACCESS,
  query: ExportQuery,
  body: MyTeamExportRequest,
  response: ExportedFile,
});

export const MY_TEAM_CALLS = [getMyTeam, exportMyTeam] as const;
