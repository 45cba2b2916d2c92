import { FEATURE_FLAGS, FLAG_KEYS } from '@portal/domain/access/feature-flags';
import { userTypeByName } from '@portal/domain/access/user-types';
import { CANDIDATE_STATUSES, JOB_STATUS_FOR_POSTING, TRAVELER_STATUS_NUMBERS } from '@portal/domain/deals/statuses';
import type { AssignmentStatus } from './demo-networks';
import { seedIdSql, type IdKind } from './ids';
import { LARGE_JOB_STATUSES, OTHER_DEAL_STATUSES, type LargeNetwork } from './large-plan';
import { FIRST_NAMES, LAST_NAMES, UNIT_MANAGER_NAMES } from './names';
import { TITLES, lookupId } from './reference-data';
import { TITLE_PROFILES, UNIT_KINDS } from './unit-catalogue';

/**
 * Set-based SQL for the benchmark volume: each statement inserts a whole table (or one network's
 * share of it) with `insert ... select ... from generate_series(...)`, so nothing goes row by row
 * over the wire. Every value written into the SQL text is a constant of this code base, quoted by
 * `literal`; nothing comes from users.
 */

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

const id = (kind: IdKind, networkNumber: string | number, counter: string) => seedIdSql(kind, String(networkNumber), counter);

/** Every benchmark hospital has these units (all nursing units, so each has one RN title). */
const KINDS = UNIT_KINDS.filter((k) => k.titles[0]?.startsWith('RN')).map((kind, k) => {
  const title = kind.titles[0] ?? '';
  const profile = TITLE_PROFILES[title];
  return { k, name: kind.name, unitType: kind.unitType, title, titleId: lookupId(TITLES, title), profile };
});
const UNITS_PER_HOSPITAL = KINDS.length;

const kindsTable = `(values ${KINDS.map(
  (k) =>
    `(${k.k}, ${literal(k.name)}, ${literal(k.unitType)}, ${literal(k.title)}, ${k.titleId}, ${literal(k.profile?.skill ?? k.title)}, ${textArray(k.profile?.certifications ?? [])})`,
).join(', ')}) as kinds(k, name, unit_type, title, title_id, skill, certs)`;

const networksTable = (list: readonly LargeNetwork[]) =>
  `(values ${list.map((n) => `(${n.number}, ${literal(n.name)}, ${n.hospitals}, ${n.jobs})`).join(', ')}) as nets(num, name, hospitals, jobs)`;

const CITIES = [
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Austin', 'TX'],
  ['Nashville', 'TN'],
  ['Charlotte', 'NC'],
  ['Columbus', 'OH'],
  ['Portland', 'OR'],
  ['Tampa', 'FL'],
] as const;

const netId = id('network', 'num', '1');
/** Users of the first benchmark network (SPEC.md's user search budget is set for a network of 5,000). */
export const LARGE_TEAM_USERS = 5_000;
/** Client types the team members cycle through: General User, Human Resources, Finance, Staffing Office, Unit Leadership, Local Admin. */
const TEAM_TYPES = ['General User', 'Human Resources', 'Finance', 'Staffing Office', 'Unit Leadership', 'Local Admin'].map((name) => {
  const type = userTypeByName(name);
  if (!type) throw new Error(`Unknown user type ${name}`);
  return type.id;
});
const adminId = id('user', 'num', '1');
const approverId = id('user', 'num', '2');

/**
 * The first network's team: LARGE_TEAM_USERS users of the client types with one or two hospitals
 * each. Part of the networks' statements, and run alone on a database seeded before they existed.
 */
export const teamStatements = (list: readonly LargeNetwork[], today: string): [string, string][] => {
  const nets = networksTable(list);
  return [
    [
      `team members (${LARGE_TEAM_USERS.toLocaleString('en-US')} users in the first network, for the user search budget)`,
      `insert into users (id, network_id, email, first_name, last_name, phone_number, user_type_id, is_active, is_verified,
                          is_job_approver, created_at)
       select ${id('user', 'num', 'u')}, ${netId},
              lower(first.name || '.' || last.name) || u || '@benchmark' || lpad((num - 100)::text, 2, '0') || '.test',
              first.name, last.name, '303' || lpad(u::text, 7, '0'),
              (${`array[${TEAM_TYPES.join(', ')}]`})[1 + u % ${TEAM_TYPES.length}], u % 10 <> 0, u % 7 <> 0, false,
              ('${today}'::date - u % 700)::timestamptz
       from ${nets} cross join generate_series(3, ${LARGE_TEAM_USERS}) as u
       cross join lateral (select (${textArray(FIRST_NAMES)})[1 + u % ${FIRST_NAMES.length}] as name) first
       cross join lateral (select (${textArray(LAST_NAMES)})[1 + (u / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as name) last
       where num = ${list[0]?.number ?? 0}`,
    ],
    [
      'team member hospitals (one or two each)',
      `insert into user_hospitals (network_id, user_id, hospital_id)
       select distinct ${netId}, ${id('user', 'num', 'u')}, ${id('hospital', 'num', 'h')}
       from ${nets} cross join generate_series(3, ${LARGE_TEAM_USERS}) as u
       cross join lateral (values (1 + u % hospitals), (1 + (u * 3) % hospitals)) as picks(h)
       where num = ${list[0]?.number ?? 0}`,
    ],
  ];
};

/**
 * Every optional flag on in every benchmark network. Run again on a database seeded before a flag
 * existed (timecards, say), it adds the new flags' rows and keeps the others.
 */
export const flagStatement = (list: readonly LargeNetwork[]): [string, string] => {
  const offFlags = FLAG_KEYS.filter((key) => !FEATURE_FLAGS[key]);
  return [
    'flag overrides (every optional flag on)',
    `insert into network_feature_flags (network_id, key, "on") select ${netId}, key, true from ${networksTable(list)} cross join unnest(${textArray(offFlags)}) as key
     on conflict do nothing`,
  ];
};

/** Networks with their flags, regions, hospitals, units, unit managers, users and job postings. */
export const networkStatements = (list: readonly LargeNetwork[], today: string, passwordHash: string): [string, string][] => {
  const nets = networksTable(list);
  return [
    ['networks', `insert into networks (id, name, is_sso) select ${netId}, name, false from ${nets}`],
    flagStatement(list),
    [
      'regions',
      `insert into regions (id, network_id, name)
       select ${id('region', 'num', 'r')}, ${netId}, (array['North Region', 'South Region'])[r]
       from ${nets} cross join generate_series(1, 2) as r`,
    ],
    [
      'hospitals',
      `insert into hospitals (id, network_id, region_id, name, city, state, approval_stages)
       select ${id('hospital', 'num', 'h')}, ${netId}, ${id('region', 'num', '1 + (h - 1) % 2')},
              replace(name, ' Network', '') || ' Hospital ' || lpad(h::text, 2, '0'),
              (${textArray(CITIES.map((c) => c[0]))})[1 + h % ${CITIES.length}],
              (${textArray(CITIES.map((c) => c[1]))})[1 + h % ${CITIES.length}],
              case when h = 1 then 2 else 1 end
       from ${nets} cross join generate_series(1, hospitals) as h`,
    ],
    [
      'units',
      `insert into units (id, network_id, hospital_id, name, unit_type)
       select ${id('unit', 'num', `(h - 1) * ${UNITS_PER_HOSPITAL} + kinds.k + 1`)}, ${netId}, ${id('hospital', 'num', 'h')}, kinds.name, kinds.unit_type
       from ${nets} cross join generate_series(1, hospitals) as h cross join ${kindsTable}`,
    ],
    [
      'unit managers',
      `insert into unit_managers (id, network_id, hospital_id, name)
       select ${id('unitManager', 'num', '(h - 1) * 3 + m')}, ${netId}, ${id('hospital', 'num', 'h')},
              (${textArray(UNIT_MANAGER_NAMES)})[1 + (h * 3 + m) % ${UNIT_MANAGER_NAMES.length}]
       from ${nets} cross join generate_series(1, hospitals) as h cross join generate_series(1, 3) as m`,
    ],
    [
      'users (a Client Admin and a General User job approver per network)',
      `insert into users (id, network_id, email, first_name, last_name, phone_number, user_type_id, is_active, is_verified,
                          is_job_approver, notification_pref_email, password_hash, created_at)
       select ${id('user', 'num', 'u')}, ${netId},
              (array['admin', 'general'])[u] || '@benchmark' || lpad((num - 100)::text, 2, '0') || '.test',
              (array['Bench', 'Bench'])[u], (array['Admin', 'Approver'])[u], '303555' || lpad((num * 2 + u)::text, 4, '0'),
              (array[${userTypeByName('Client Admin')?.id}, ${userTypeByName('General User')?.id}])[u], true, true, u = 2,
              (array['admin', 'general'])[u] || '@benchmark' || lpad((num - 100)::text, 2, '0') || '.test',
              ${literal(passwordHash)}, ('${today}'::date - 400)::timestamptz
       from ${nets} cross join generate_series(1, 2) as u`,
    ],
    [
      'user hospitals',
      `insert into user_hospitals (network_id, user_id, hospital_id)
       select ${netId}, ${id('user', 'num', 'u')}, ${id('hospital', 'num', 'h')}
       from ${nets} cross join generate_series(1, 2) as u cross join generate_series(1, hospitals) as h`,
    ],
    ...teamStatements(list, today),
    [
      'job postings',
      `insert into job_postings (id, network_id, external_id, requisition_id, hospital_id, unit_id, title_id, shift_id,
                                 shift_length_id, reason_id, job_type, status, posting_status, available_positions,
                                 open_positions, duration_weeks, start_date, bill_rate, local_bill_rate, created_by,
                                 created_at, modified_by, modified_at)
       select ${id('job', 'num', 'j')}, ${netId}, 'CPT' || (30000000 + num * 100000 + j), 'REQ-' || lpad(j::text, 6, '0'),
              ${id('hospital', 'num', 'p.h')}, ${id('unit', 'num', `(p.h - 1) * ${UNITS_PER_HOSPITAL} + p.k + 1`)},
              kinds.title_id, 1 + j % 8, 3, 1 + j % 6, 'Travel',
              case ps.posting_status ${Object.entries(JOB_STATUS_FOR_POSTING).map(([s, n]) => `when ${literal(s)} then ${n}`).join(' ')} end,
              ps.posting_status, 1 + j % 3,
              case when ps.posting_status in ('Filled', 'Closed') then 0 else 1 + j % 3 end,
              13, '${today}'::date + (j % 120) - 60, 80 + j % 40, round((80 + j % 40) * 0.8, 2),
              ${adminId}, ('${today}'::date - 1 - j % 365)::timestamptz, ${adminId}, ('${today}'::date - 1 - j % 365)::timestamptz
       from ${nets} cross join generate_series(1, jobs) as j
       cross join lateral (select 1 + j % hospitals as h, (j / hospitals) % ${UNITS_PER_HOSPITAL} as k) as p
       -- Cycled per hospital and unit, so every hospital and unit has jobs of every status.
       cross join lateral (select (${textArray(LARGE_JOB_STATUSES)})[1 + (j / hospitals / ${UNITS_PER_HOSPITAL}) % ${LARGE_JOB_STATUSES.length}] as drawn) as raw
       -- Waiting for an approver, or declined by one, only where jobs need two approval stages.
       cross join lateral (select case when p.h <> 1 and raw.drawn in ('Pending Approval', 'Declined') then 'Pending Review'
                                       else raw.drawn end as posting_status) as ps
       join ${kindsTable} on kinds.k = p.k`,
    ],
    [
      'job approvers (jobs of each 2-step hospital)',
      `insert into job_approvers (network_id, job_id, user_id)
       select ${netId}, ${id('job', 'num', 'j')}, ${approverId}
       from ${nets} cross join generate_series(1, jobs) as j where 1 + j % hospitals = 1`,
    ],
  ];
};

export const clinicianStatement = (n: LargeNetwork, today: string): string => `
  insert into clinicians (id, network_id, first_name, last_name, email, phone_number, date_of_birth, years_of_experience,
                          primary_skill, certifications, active_licenses, onboarding_system_id)
  select ${id('clinician', n.number, 'c')}, ${literal(n.id)}::uuid, nm.fn, nm.ln,
         lower(replace(nm.fn || '.' || nm.ln, '''', '')) || c || '@clinicians.test',
         (array['303', '480', '512', '615', '704', '614', '503', '813'])[1 + c % 8] || (2000000 + (c * 7919) % 8000000),
         '${today}'::date - (8760 + (c * 37) % 12775), 1 + c % 25, kinds.skill, kinds.certs,
         array['RN - ' || (${textArray(CITIES.map((x) => x[1]))})[1 + c % ${CITIES.length}]],
         case when c % 5 = 0 then 717660001 else 717660000 end
  from generate_series(1, ${n.clinicians}) as c
  cross join lateral (select (${textArray(FIRST_NAMES)})[1 + c % ${FIRST_NAMES.length}] as fn,
                             (${textArray(LAST_NAMES)})[1 + (c / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as ln) as nm
  join ${kindsTable} on kinds.k = c % ${UNITS_PER_HOSPITAL}`;

/** Days from today to the start of a deal of each status; every deal lasts 13 weeks (91 days). */
const START_OFFSET: Record<AssignmentStatus, string> = {
  'On Assignment': '-(1 + i % 89)',
  'Extension Offered': '(3 + i % 28) - 90',
  Assigned: '2 + i % 44',
  'Completed Assignment': '-(2 + i % 700) - 90',
  'Assignment Cancelled': '-500 + i % 530',
  'Assignment Terminated': '-500 + i % 470',
  'Accepted/No Start': '-400 + i % 397',
};

const TRAVELER_STATUS: Record<AssignmentStatus, string> = {
  Assigned: `${TRAVELER_STATUS_NUMBERS.Assigned} + i % 3`,
  'On Assignment': String(TRAVELER_STATUS_NUMBERS.OnAssignment),
  'Extension Offered': String(TRAVELER_STATUS_NUMBERS.OnAssignment),
  'Completed Assignment': String(TRAVELER_STATUS_NUMBERS.Completed),
  'Assignment Cancelled': String(TRAVELER_STATUS_NUMBERS.Cancelled),
  'Assignment Terminated': String(TRAVELER_STATUS_NUMBERS.Cancelled),
  'Accepted/No Start': String(TRAVELER_STATUS_NUMBERS.Declined),
};

const caseOf = (table: Record<string, string>, otherwise: string) =>
  `case s.status ${Object.entries(table).map(([status, value]) => `when ${literal(status)} then ${value}`).join(' ')} else ${otherwise} end`;

/**
 * One network's deals. Deal i belongs to job 1 + (i - 1) % jobs and takes that job's hospital,
 * unit and title; every tenth deal is On Assignment.
 */
export const dealStatement = (n: LargeNetwork, today: string): string => `
  insert into deals (id, network_id, clinician_id, job_id, hospital_id, unit_id, stage, status, override_status,
                     traveler_status, title, shift, guaranteed_hours, start_date, end_date, retention_type,
                     unit_manager_id, notes, reference_id, bill_rate, legacy_file_count, decline_reason_id, submitted_at, decided_at)
  select ${id('deal', n.number, 'i')}, ${literal(n.id)}::uuid, ${id('clinician', n.number, `1 + (i - 1) % ${n.clinicians}`)},
         ${id('job', n.number, 'p.j')}, ${id('hospital', n.number, 'p.h')},
         ${id('unit', n.number, `(p.h - 1) * ${UNITS_PER_HOSPITAL} + p.k + 1`)},
         case when s.candidate then 'candidate' else 'assignment' end, s.status,
         case when s.status = 'Ready for Review' and i % 13 = 0 then 'Interview Requested' end,
         case when s.candidate then null else ${caseOf(TRAVELER_STATUS, 'null')} end,
         kinds.title, (array['Days', 'Nights', 'Day/Night Rotate', 'Days/Nights', 'Evenings', 'Day/Evening', 'Evening/Night', 'All'])[1 + i % 8],
         36, '${today}'::date + d.start_offset, '${today}'::date + d.start_offset + 90,
         case when s.candidate then null else 'New' end,
         case when i % 5 <> 0 then ${id('unitManager', n.number, '(p.h - 1) * 3 + 1 + i % 3')} end,
         case when i % 7 = 0 then 'Benchmark note' end,
         case when i % 9 = 0 then 'PO-' || i end,
         80 + p.j % 40, case when i % 11 = 0 then 1 else 0 end,
         case when s.status = 'Declined' then 1 + i % 5 end,
         ('${today}'::date + least(d.start_offset - 20, -1))::timestamptz,
         case when s.status not in ('Ready for Review', 'Pending Review')
              then least(greatest(('${today}'::date + least(d.start_offset - 20, -1))::timestamptz, ('${today}'::date - 1 - p.j % 365)::timestamptz)
                         + make_interval(hours => 2 + i % 94), now()) end
  from generate_series(1, ${n.deals}) as i
  cross join lateral (select 1 + (i - 1) % ${n.jobs} as j) as jj
  cross join lateral (select jj.j, 1 + jj.j % ${n.hospitals} as h, (jj.j / ${n.hospitals}) % ${UNITS_PER_HOSPITAL} as k) as p
  cross join lateral (
    select st as status, st = any(${textArray(CANDIDATE_STATUSES)}) as candidate
    from (select case when i % 10 = 0 then 'On Assignment'
                      else (${textArray(OTHER_DEAL_STATUSES)})[1 + ((i / 10) * 9 + i % 10 - 1) % ${OTHER_DEAL_STATUSES.length}]
                 end as st) as x
  ) as s
  cross join lateral (select case when s.candidate then 7 + i % 60 else ${caseOf(START_OFFSET, '0')} end as start_offset) as d
  join ${kindsTable} on kinds.k = p.k`;
