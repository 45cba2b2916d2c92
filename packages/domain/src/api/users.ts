import { z } from 'zod';
import { SEARCH_MAX } from '../limits';
import { listPaging, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE } from '../lists/list-request';
import { USER_SORT_KEYS } from '../lists/sort-options';
import { maxLengthMessage } from '../messages';
import { UserPayload } from '../users/user-form';
import { ACCOUNT_STATUSES } from '../users/user-rules';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { OwnEmailQuery } from './platform';
import { storableText } from './storable-text';

/** SPEC.md §2: the list's two sections. */
export const USER_SECTIONS = ['active', 'inactive'] as const;
export type UserSection = (typeof USER_SECTIONS)[number];

const userName = storableText().trim().max(SEARCH_MAX, maxLengthMessage(SEARCH_MAX)).optional();

/**
 * SearchUser?networkId&email&userName (SPEC.md §7), with the section, sort and page the list shows:
 * a network of thousands of users is read a page at a time. The network is the request's own
 * (the hospital-network-id header for internal users); `networkId`, when sent, must name it.
 */
const paging = (maxPageSize: number) => listPaging({ sortKeys: USER_SORT_KEYS, defaultSort: 'firstname', defaultOrder: 'asce', maxPageSize });
const numberFromQuery = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);

const { sortBy, sortOrder, pageSize, pageNumber } = paging(MAX_LIST_PAGE_SIZE);
export const UserSearchQuery = OwnEmailQuery.extend({
  networkId: z.uuid({ message: 'networkId must be a hospital network id' }).optional(),
  userName,
  section: z.enum(USER_SECTIONS).default('active'),
  sortBy,
  sortOrder,
  pageSize: numberFromQuery(pageSize),
  pageNumber: numberFromQuery(pageNumber),
});
/** The page numbers travel in the query string as text; a client sends them as numbers. */
export type UserSearchQuery = Omit<z.input<typeof UserSearchQuery>, 'pageSize' | 'pageNumber'> & { pageSize?: number; pageNumber?: number };

/** One user of the list (SPEC.md §3 'User (list)'), with what the reader may do with it. */
export const UserListItem = z.object({
  userID: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  userType: z.string(),
  userTypeId: z.number().int(),
  hospitalIds: z.array(z.uuid()),
  hospitalNames: z.array(z.string()),
  isActive: z.boolean(),
  isJobApprover: z.boolean(),
  isVerified: z.boolean(),
  lastLoginDate: z.iso.datetime({ offset: true }).nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  notificationPreference: z.string(),
  notificationPrefEmail: z.string().nullable(),
  version: z.number().int(),
  /** The reader may open the drawer on it (SPEC.md §6 'CANNOT EDIT' otherwise). */
  canEdit: z.boolean(),
  /** The reader may switch its status (SPEC.md §5). */
  canChangeStatus: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItem>;

export const UserSearchResponse = z.object({
  data: z.array(UserListItem).max(MAX_LIST_PAGE_SIZE),
  /** Users of the asked section matching the search. */
  count: z.number().int().min(0),
  /** Both sections' counts under the same search (SPEC.md §2: sections with counts). */
  activeCount: z.number().int().min(0),
  inactiveCount: z.number().int().min(0),
});
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

export const USER_VIEW_ACCESS = { privileges: ['ViewUserMaintenance'] } as const;

const searchCall = { summary: "One page of a section of the network's users, searched by name or e-mail.", scope: 'tenant', access: USER_VIEW_ACCESS, query: UserSearchQuery, response: UserSearchResponse } as const;
export const searchUser = defineCall({ name: 'SearchUser', method: 'GET', version: 'v1', path: 'SearchUser', ...searchCall });
export const searchUsers = defineCall({ name: 'Users/Search', method: 'GET', version: 'v2', path: 'Users/Search', ...searchCall });

/** A role the drawer offers (SPEC.md §3 'User type: id, label') with its 'Can access' list. */
export const UserTypeOption = z.object({ id: z.number().int(), label: z.string(), canAccess: z.array(z.string()) });
export type UserTypeOption = z.infer<typeof UserTypeOption>;

const typesCall = {
  summary: 'The user types the signed-in user may give, with what each can access.',
  scope: 'tenant',
  access: USER_VIEW_ACCESS,
  response: z.array(UserTypeOption),
} as const;
export const getUserType = defineCall({ name: 'GetUserType', method: 'GET', version: 'v1', path: 'GetUserType', ...typesCall });
export const getUserTypes = defineCall({ name: 'Users/Types', method: 'GET', version: 'v2', path: 'Users/Types', ...typesCall });

export const UserChangeResponse = z.object({ userID: z.uuid(), version: z.number().int() });

const addCall = {
  summary: 'Adds a user to the network and e-mails them an invitation.',
  scope: 'tenant',
  access: { privileges: ['CreateUser'] },
  body: UserPayload,
  response: UserChangeResponse,
  successStatus: 201,
} as const;
export const addUser = defineCall({ name: 'AddUser', method: 'POST', version: 'v1', path: 'AddUser', ...addCall });
export const postUsers = defineCall({ name: 'Users', method: 'POST', version: 'v2', path: 'Users', ...addCall });

/** An update names the version it was read at, so a change made since answers 409. */
const UpdateFields = { version: z.number().int().min(1).max(2_147_483_647) };
export const UpdateUserRequest = UserPayload.extend({ userID: z.uuid({ message: 'userID must be a user id' }), ...UpdateFields });
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;
export const PutUserRequest = UserPayload.extend(UpdateFields);
export type PutUserRequest = z.input<typeof PutUserRequest>;

const updateSummary = "Changes a user's details, role, facilities and status; the e-mail address stays.";
const UPDATE_ACCESS = { privileges: ['EditUser'] } as const;
export const updateUser = defineCall({
  name: 'UpdateUser',
  method: 'PUT',
  version: 'v1',
  path: 'UpdateUser',
  summary: updateSummary,
  scope: 'tenant',
  access: UPDATE_ACCESS,
  body: UpdateUserRequest,
  response: UserChangeResponse,
});
export const putUser = defineCall({
  name: 'Users/{id}',
  method: 'PUT',
  version: 'v2',
  path: 'Users/:id',
  summary: updateSummary,
  scope: 'tenant',
  access: UPDATE_ACCESS,
  params: z.object({ id: z.uuid({ message: 'id must be a user id' }) }),
  body: PutUserRequest,
  response: UserChangeResponse,
});

/** SPEC.md §7: users export with email, networkId, userName, and the list's sort. */
const exportPaging = paging(MAX_EXPORT_ROWS);
export const UserExportRequest = z.object({
  networkId: z.uuid({ message: 'networkId must be a hospital network id' }).optional(),
  userName,
  sortBy: exportPaging.sortBy,
  sortOrder: exportPaging.sortOrder,
});
export type UserExportRequest = z.input<typeof UserExportRequest>;

const exportCall = {
  summary: 'Every user of the network matching the search, both sections, as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: { privileges: ['ViewUserMaintenance', 'ExportUser'] },
  query: ExportQuery,
  body: UserExportRequest,
  response: ExportedFile,
} as const;
export const exportUsersList = defineCall({ name: 'ExportUsersList', method: 'POST', version: 'v1', path: 'ExportUsersList', ...exportCall });
export const downloadUsers = defineCall({ name: 'Users/Download', method: 'POST', version: 'v2', path: 'Users/Download', ...exportCall });

/** One entry of an account's history: who changed what, when (from the audit log). */
export const UserHistoryEntry = z.object({
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  actor: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type UserHistoryEntry = z.infer<typeof UserHistoryEntry>;

/** Not named by SPEC.md §7 (its helper paths are 'not shown'): the drawer's account history. */
export const getUserHistory = defineCall({
  name: 'Users/{id}/History',
  method: 'GET',
  version: 'v2',
  path: 'Users/:id/History',
  summary: "The account's changes, newest first: who changed what, when.",
  scope: 'tenant',
  access: USER_VIEW_ACCESS,
  params: z.object({ id: z.uuid({ message: 'id must be a user id' }) }),
  response: z.array(UserHistoryEntry).max(200),
});

export const USER_CALLS = [
  searchUser,
  searchUsers,
  getUserType,
  getUserTypes,
  addUser,
  postUsers,
  updateUser,
  putUser,
  exportUsersList,
  downloadUsers,
  getUserHistory,
] as const;
