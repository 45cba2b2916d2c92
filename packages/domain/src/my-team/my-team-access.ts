/**
 * Who reads My Team: whoever reads the assignments, whose evaluations it is made of. Apart from the
 * calls' schemas (api/my-team.ts), so the route table, which the web's entry loads, stays without zod.
 */
export const MY_TEAM_ACCESS = { privileges: ['ViewAssigned'] } as const;
