-- SPEC.md §6's facility user (Unit Leadership) is a General User whose job postings are view-only
-- (docs/decisions/0126-facility-user-is-a-general-user-with-view-only-jobs.md): it gains candidate
-- documents, extension requests and answers, assignment notes and unit manager, invoices and
-- insights. A database seeded before keeps its role table (the seed writes a role's privileges only
-- while it has none), so the grants are added here; a fresh database takes them from user-types.ts.
INSERT INTO user_type_privileges (user_type_id, privilege_id)
SELECT 8, p.id
FROM privileges p
WHERE p.name IN (
  'DownloadCandidateDocuments', 'ViewCreateExtension', 'CreateExtension', 'ApproveExtension', 'RejectExtension',
  'EditAssignmentNotes', 'EditUnitManager', 'ViewInvoices', 'ViewInsights'
)
AND EXISTS (SELECT 1 FROM user_type_privileges utp WHERE utp.user_type_id = 8)
ON CONFLICT DO NOTHING;
