// The server of the 'embedded' project: the built portal as a new user runs it (`npm start` with no
// settings), on the embedded PGlite and without the services CI provides to the other servers.
// serve.mjs takes its PGlite branch when DATABASE_URL is unset or empty; REDIS_URL would join this
// server's live connections to the other servers' through CI's Redis, and SMTP_URL would send its
// mail to the SMTP sink other projects start. Without it, mail waits in the outbox.
//   node scripts/serve-embedded.mjs <port> [inactivityMinutes]
for (const name of ['DATABASE_URL', 'DATABASE_REPLICA_URL', 'REDIS_URL', 'SMTP_URL']) delete process.env[name];
await import('./serve.mjs');
