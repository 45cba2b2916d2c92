// Names of what an end-to-end server creates. Both carry the port: whatever exists for a port whose
// server is not running is a leftover of an interrupted run and is removed before the next start.
export const dataDirPrefix = (port) => `portal-e2e-${port}-`;
export const databasePrefix = (port) => `portal_e2e_${port}_`;

export const adminUrl = (url, database = 'postgres') => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};
